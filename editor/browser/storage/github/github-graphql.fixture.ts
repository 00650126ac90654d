import { readFileSync } from "node:fs";
import { buildSchema, graphql, parse, validate, type GraphQLSchema } from "graphql";

// GitHub's own GraphQL schema (@octokit/graphql-schema, api.github.com's), and a fake's answers computed
// from it: a query that is not valid there is a problem, and an answer has exactly the schema's shape.

// Beside the package's entry, which would read its 9 MB JSON form too.
const SCHEMA_FILE = new URL("./schema.graphql", import.meta.resolve("@octokit/graphql-schema"));

let schema: GraphQLSchema | undefined;
/** GitHub's schema, built once (1.3 MB of SDL). */
export function githubGraphqlSchema(): GraphQLSchema {
  // GitHub's published SDL defines two fields twice: taken as GitHub serves it, without checking the SDL.
  return (schema ??= buildSchema(readFileSync(SCHEMA_FILE, "utf8"), { assumeValidSDL: true, assumeValid: true }));
}

/** What the query breaks of GitHub's schema, one line each; none for a valid query. */
export function graphqlProblems(query: string): string[] {
  try {
    return validate(githubGraphqlSchema(), parse(query)).map((error) => error.message);
  } catch (error) {
    return [`not GraphQL: ${(error as Error).message}`];
  }
}

/**
 * Answers a GraphQL request as GitHub would, its root fields resolved by `root` (a mutation's resolver
 * gets its arguments; throwing there is an error in the answer, as GitHub reports a refusal).
 */
export async function graphqlAnswer(request: Request, root: Record<string, unknown>): Promise<Response> {
  const { query, variables } = (await request.json()) as { query: string; variables?: Record<string, unknown> };
  const result = await graphql({
    schema: githubGraphqlSchema(),
    source: query,
    rootValue: root,
    variableValues: variables,
  });
  return new Response(JSON.stringify(result), { status: 200, headers: { "content-type": "application/json" } });
}

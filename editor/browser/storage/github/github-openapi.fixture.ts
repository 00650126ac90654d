import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import Ajv, { type AnySchema, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { graphqlProblems } from "./github-graphql.fixture";

// GitHub's own OpenAPI description of its REST API (@octokit/openapi, api.github.com), and a check of
// every request sent to a fake GitHub and every answer it gives against it.

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: object;
  "x-multi-segment"?: boolean;
}
interface Content {
  content?: Record<string, { schema?: object }>;
}
interface Operation {
  operationId: string;
  parameters?: (Parameter | Ref)[];
  requestBody?: Content & { required?: boolean };
  responses: Record<string, Content | Ref>;
}
interface Ref {
  $ref: string;
}
interface Description {
  paths: Record<string, Record<string, Operation> & { parameters?: (Parameter | Ref)[] }>;
  components: {
    schemas: Record<string, object>;
    parameters: Record<string, Parameter>;
    responses: Record<string, Content>;
    examples: Record<string, { value: unknown }>;
  };
}

/** GitHub's GraphQL endpoint, beside the REST API's paths (graphqlUrl in github-graphql.ts). */
const GRAPHQL_PATH = "/graphql";
const DESCRIPTION_FILE = createRequire(import.meta.url).resolve("@octokit/openapi/generated/api.github.com.json");
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
/** Refusals GitHub may give to any request, which its description lists on some operations only. */
const ANY_OPERATION = new Set([401, 403, 429]);

let description: Description | undefined;
/** GitHub's description, read once (13 MB). */
export function githubDescription(): Description {
  return (description ??= JSON.parse(readFileSync(DESCRIPTION_FILE, "utf8")) as Description);
}

/** One of the examples of GitHub's description, a copy to change. */
export function githubExample<T = Record<string, unknown>>(name: string): T {
  return structuredClone(githubDescription().components.examples[name]!.value) as T;
}

/** An operation of the description, with the pattern its path template matches. */
interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  operation: Operation;
  parameters: Parameter[];
}

export interface OpenApiCheck {
  /** A fetch that checks each request, passes it to the fake, and checks its answer. */
  fetch: typeof fetch;
  /** What did not match the description, one line each: a test expects none. */
  problems: string[];
  /** The operations used, by their id in the description (`git/create-ref`). */
  operations: Set<string>;
}

/**
 * Wraps a fake GitHub so that every request must be an operation of GitHub's description (method and path
 * template), with its path and query parameters and its JSON body valid against the operation's schemas,
 * and every answer valid against the operation's schema for its status. A problem is recorded (the
 * adapter may catch the error thrown, as it would a network failure) and fails the test that reads it.
 */
export function checkedAgainstGitHub(
  answer: (request: Request) => Promise<Response>,
  apiUrl = "https://api.github.com",
): OpenApiCheck {
  const problems: string[] = [];
  const operations = new Set<string>();
  const fail = (problem: string) => {
    problems.push(problem);
    throw new Error(`Not as GitHub's OpenAPI description says: ${problem}`);
  };

  async function checkedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.slice(new URL(apiUrl).pathname.replace(/\/$/, "").length);
    const said = `${request.method} ${path}`;
    if (request.method === "POST" && path === GRAPHQL_PATH) {
      // Not REST: held to GitHub's GraphQL schema instead (github-graphql.fixture.ts).
      const { query } = (await request.clone().json()) as { query: string };
      const queryProblems = graphqlProblems(query);
      if (queryProblems.length > 0) return fail(`GraphQL ${query.split("{")[0]!.trim()}: ${queryProblems.join("; ")}`);
      operations.add(`graphql/${/(?:mutation|query)\s+(\w+)/.exec(query)?.[1] ?? "anonymous"}`);
      return answer(request);
    }
    const found = routeOf(request.method, path);
    if (!found) return fail(`${said}: no such operation`);
    const { route, values } = found;
    operations.add(route.operation.operationId);
    const requestProblems = [
      ...parameterProblems(route, values, url.searchParams),
      ...bodyProblems(route, request.headers.get("content-type"), await request.clone().text()),
    ];
    if (requestProblems.length > 0)
      return fail(`${said} (${route.operation.operationId}): ${requestProblems.join("; ")}`);

    const response = await answer(request);
    const text = await response.text();
    const answerProblems = responseProblems(route, response.status, text);
    if (answerProblems.length > 0)
      return fail(`${said} answered ${response.status} (${route.operation.operationId}): ${answerProblems.join("; ")}`);
    return new Response(response.status === 204 ? null : text, response);
  }

  return { fetch: checkedFetch as typeof fetch, problems, operations };
}

let routes: Route[] | undefined;
function routeOf(method: string, path: string): { route: Route; values: Record<string, string> } | undefined {
  routes ??= allRoutes();
  // The most literal template wins: /git/refs beside /git/refs/{ref}.
  const matches = routes
    .filter((route) => route.method === method.toLowerCase() && route.pattern.test(path))
    .sort((a, b) => b.template.replace(/\{[^}]+\}/g, "").length - a.template.replace(/\{[^}]+\}/g, "").length);
  const route = matches[0];
  if (!route) return undefined;
  const groups = route.pattern.exec(path)!.slice(1);
  return { route, values: Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(groups[i]!)])) };
}

function allRoutes(): Route[] {
  const { paths } = githubDescription();
  return Object.entries(paths).flatMap(([template, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method]!;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolved<Parameter>);
      const names: string[] = [];
      const source = template.replace(/[.*+?^$()|[\]\\]|\{([^}]+)\}/g, (match, name: string | undefined) => {
        if (!name) return `\\${match}`;
        names.push(name);
        // A ref such as heads/drafts/sita spans segments: the description marks which parameters may.
        return parameters.find((parameter) => parameter.name === name)?.["x-multi-segment"] ? "(.+)" : "([^/]+)";
      });
      return { method, template, pattern: new RegExp(`^${source}$`), names, operation, parameters };
    }),
  );
}

function parameterProblems(route: Route, values: Record<string, string>, query: URLSearchParams): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const parameter = route.parameters.find((each) => each.in === "path" && each.name === name);
    if (parameter?.schema && !validParameter(parameter.schema, value)) problems.push(`path parameter ${name}=${value}`);
  }
  for (const [name, value] of query) {
    const parameter = route.parameters.find((each) => each.in === "query" && each.name === name);
    if (!parameter) problems.push(`no query parameter "${name}"`);
    else if (parameter.schema && !validParameter(parameter.schema, value))
      problems.push(`query parameter ${name}=${value}`);
  }
  for (const parameter of route.parameters)
    if (parameter.in === "query" && parameter.required && !query.has(parameter.name))
      problems.push(`query parameter "${parameter.name}" missing`);
  return problems;
}

function bodyProblems(route: Route, contentType: string | null, text: string): string[] {
  const described = route.operation.requestBody;
  if (!text) return described?.required ? ["a body is required"] : [];
  const schema = described?.content?.["application/json"]?.schema;
  if (!schema) return ["the operation takes no JSON body"];
  if (!contentType?.startsWith("application/json")) return [`body sent as ${contentType}, not application/json`];
  const validate = compiled(`${route.operation.operationId} request`, schema);
  return validate(parse(text)) ? [] : [`request body: ${errorsOf(validate)}`];
}

function responseProblems(route: Route, status: number, text: string): string[] {
  const described = route.operation.responses[String(status)] ?? route.operation.responses.default;
  const content = described
    ? resolved<Content>(described)
    : ANY_OPERATION.has(status)
      ? { content: { "application/json": { schema: { $ref: "#/components/schemas/basic-error" } } } }
      : undefined;
  if (!content) return [`the operation has no ${status} answer`];
  const schema = content.content?.["application/json"]?.schema;
  if (!schema) return text ? [`a ${status} answer has no body`] : [];
  const validate = compiled(`${route.operation.operationId} ${status}`, schema);
  return validate(parse(text)) ? [] : [`answer body: ${errorsOf(validate)}`];
}

let ajv: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

/** A schema of the description compiled on first use: its $refs lead into the description's components. */
function compiled(key: string, schema: object): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(
      asJsonSchema({ components: { schemas: githubDescription().components.schemas } }) as AnySchema,
      "github.json",
    );
  }
  let validate = validators.get(key);
  if (!validate) {
    const rooted = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"github.json#/components/'));
    validate = ajv.compile(asJsonSchema(rooted) as AnySchema);
    validators.set(key, validate);
  }
  return validate;
}

/** Path and query parameters arrive as text: "3" is an integer here. */
const parameterAjv = new Ajv({ strict: false, coerceTypes: true });
function validParameter(schema: object, value: string): boolean {
  return parameterAjv.validate({ type: "object", properties: { value: asJsonSchema(schema) } }, { value });
}

/**
 * OpenAPI 3.0 schemas are JSON Schema but for `nullable`, which adds null to what a schema allows. Ajv
 * reads it beside a `type`, not beside no type (a $ref, an allOf), nor into an `enum`: those say it here.
 */
function asJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asJsonSchema);
  if (!node || typeof node !== "object") return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, asJsonSchema(value)]));
  if (schema.nullable !== true) return schema;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  if ("type" in schema) return schema;
  const { nullable: _nullable, ...rest } = schema;
  return { anyOf: [rest, { type: "null" }] };
}

function resolved<T>(node: T | Ref): T {
  if (!node || typeof node !== "object" || !("$ref" in node)) return node as T;
  const [, , group, name] = node.$ref.split("/");
  return (githubDescription().components as unknown as Record<string, Record<string, T>>)[group!]![name!]!;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return Symbol("not JSON");
  }
}

function errorsOf(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || "/"} ${error.message}`)
    .join(", ");
}

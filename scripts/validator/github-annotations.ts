import { isDraftText } from "./format-problems.ts";
import type { Problem } from "./problem.ts";

/**
 * Each problem as a GitHub Actions workflow command (`::error file=…,line=…,col=…::…`): the host
 * shows it on the pull request at the file, line and column. A draft's texts still to write are one
 * notice per draft, as `npm run validate` lists them.
 */
export function githubAnnotations(problems: Problem[]): string[] {
  const draftsSeen = new Set<string>();
  return problems.flatMap((problem) => {
    if (isDraftText(problem)) {
      if (draftsSeen.has(problem.file)) return [];
      draftsSeen.add(problem.file);
      const count = problems.filter((p) => p.file === problem.file && isDraftText(p)).length;
      return [
        annotation(
          "notice",
          problem,
          "A draft",
          `${count} ${count === 1 ? "text" : "texts"} still to write; not published until done.`,
        ),
      ];
    }
    const words = [problem.message, problem.pointer && `(at ${problem.pointer})`, problem.hint].filter(Boolean);
    return [annotation(problem.severity, problem, "Page content", words.join(" "))];
  });
}

function annotation(level: string, { file, line, column }: Problem, title: string, message: string): string {
  const properties = `file=${property(file)},line=${line},col=${column},title=${property(title)}`;
  return `::${level} ${properties}::${data(message)}`;
}

// GitHub's escaping for workflow commands (toolkit's command.ts): a message may not break its line,
// and a property may not hold the separators of properties either.
const data = (text: string) => text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
const property = (text: string) => data(text).replaceAll(":", "%3A").replaceAll(",", "%2C");

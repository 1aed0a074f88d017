/**
 * A licence text as paragraphs that wrap to the screen: licence files break their lines at about
 * 80 characters, and at a TV's text size each of those lines wrapped again, leaving a short line
 * after every long one. Lines of a paragraph are joined; a blank line, an indented line (a URL
 * set apart, a clause of a list), a list item, a copyright line or a line of marks alone (dashes
 * under a heading, a code fence) keeps its own start. Windows line ends count as line ends.
 * Pure: unit-tested.
 */
const KEEPS_ITS_LINE = /^(\s+\S|[-*•]\s|\d+[.)]\s|\([a-z0-9]+\)\s|copyright\b|[^\w\s]+\s*$)/i;

/** A line of marks alone (an underline of dashes, a code fence) stands apart from what follows too. */
const MARKS_ONLY = /^[^\w\s]+\s*$/;

export function reflowLicence(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\s+$/, '')
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .reduce<string[]>((lines, line) => {
          if (lines.length === 0 || KEEPS_ITS_LINE.test(line) || MARKS_ONLY.test(lines[lines.length - 1]!)) lines.push(line);
          else lines[lines.length - 1] = `${lines[lines.length - 1]!.replace(/\s+$/, '')} ${line.trim()}`;
          return lines;
        }, [])
        .join('\n'),
    )
    .join('\n\n');
}

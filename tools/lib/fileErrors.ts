/**
 * Why a file named on the command line could not be read, in words: the tools had printed Node's
 * bare code ("Cannot read --file x.json: ENOENT."), which names nothing a user can act on.
 */

const REASONS: Record<string, string> = {
  ENOENT: 'there is no such file (check the path; it is relative to the directory you run the command in)',
  EISDIR: 'it is a directory; give the path of a file in it',
  ENOTDIR: 'a part of its path is a file, not a directory',
  EACCES: 'you are not allowed to read it (check its permissions)',
  EPERM: 'you are not allowed to read it (check its permissions)',
  ELOOP: 'its path goes round in a loop of symbolic links',
  ENAMETOOLONG: 'its path is too long',
  EMFILE: 'too many files are open; try again',
};

/** One sentence for a failed read of `path`, given with `flag`. */
export function unreadableFile(flag: string, path: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reason = (code && REASONS[code]) || (error instanceof Error ? error.message.replace(/\.$/, '') : String(error));
  return `Could not read ${flag} ${path}: ${reason}.`;
}

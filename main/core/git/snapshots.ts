import type { CapturedDiff } from '../../../shared/contract/diff';
import { CoreError } from '../api';
import type { GitRunner } from './gitRunner';
import { runGit } from './gitRunner';
import type { Repo } from './repo';
import { openRepo, shortId } from './repo';
import { captured } from './sources/captured';
import type { DiffText } from './sources/diffRun';
import { gitDiffArgs } from './sources/gitDiffCommand';
import { withWorkingTreeIndex } from './tempIndex';

/** One round's saved state of the author's tree. */
export interface Snapshot {
  readonly round: number;
  readonly ref: string;
  readonly commit: string;
}

const REVIEW_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/** The snapshot commits are Parley's, not the user's: a fixed identity, never signed. */
const SNAPSHOT_IDENTITY = {
  GIT_AUTHOR_NAME: 'Parley',
  GIT_AUTHOR_EMAIL: 'parley@localhost',
  GIT_COMMITTER_NAME: 'Parley',
  GIT_COMMITTER_EMAIL: 'parley@localhost',
};

export function snapshotRef(reviewId: string, round: number): string {
  if (!REVIEW_ID.test(reviewId)) {
    throw new CoreError(
      'bad-input',
      `"${reviewId}" cannot name a snapshot (letters, digits, - and _ only).`,
    );
  }
  if (!Number.isInteger(round) || round < 1) {
    throw new CoreError('bad-input', `Round must be a whole number from 1, not ${round}.`);
  }
  return `refs/parley/${reviewId}/round-${round}`;
}

/**
 * Per-round snapshots of the author's working tree (tracked and untracked
 * files, .gitignore respected, `.parley/` left out) as commits under
 * refs/parley/<reviewId>/round-<n>. Built with a private index, write-tree,
 * commit-tree and update-ref, so the user's branch, HEAD and index never move.
 */
export class Snapshots {
  constructor(private readonly git: GitRunner) {}

  async take(workspace: string, reviewId: string, round: number): Promise<Snapshot> {
    const ref = snapshotRef(reviewId, round);
    const repo = await openRepo(this.git, workspace);
    const tree = await this.workingTree(repo);
    const parent = repo.head ? ['-p', repo.head] : [];
    const message = `Parley review ${reviewId}, round ${round}`;
    const commit = (
      await runGit(this.git, ['commit-tree', '--no-gpg-sign', ...parent, '-m', message, tree], {
        cwd: repo.root,
        env: SNAPSHOT_IDENTITY,
      })
    ).trim();
    await runGit(this.git, ['update-ref', ref, commit], { cwd: repo.root });
    return { round, ref, commit };
  }

  /** What changed between two rounds' snapshots (e.g. the author's fixes). */
  async diff(
    workspace: string,
    reviewId: string,
    fromRound: number,
    toRound: number,
  ): Promise<CapturedDiff> {
    const { description, raw } = await this.diffText(workspace, reviewId, fromRound, toRound);
    return captured(description, raw);
  }

  /** The same, as git prints it: not parsed yet. */
  async diffText(
    workspace: string,
    reviewId: string,
    fromRound: number,
    toRound: number,
  ): Promise<DiffText> {
    const from = snapshotRef(reviewId, fromRound);
    const to = snapshotRef(reviewId, toRound);
    const repo = await openRepo(this.git, workspace);
    const [fromCommit, toCommit] = await Promise.all([
      this.commitOf(repo.root, from),
      this.commitOf(repo.root, to),
    ]);
    const raw = await runGit(this.git, gitDiffArgs(fromCommit, toCommit), { cwd: repo.root });
    const description = `Changes from round ${fromRound} (${shortId(fromCommit)}) to round ${toRound} (${shortId(toCommit)})`;
    return { description, raw };
  }

  /** What changed in the working tree since a snapshot (`ref`): someone's edits since that round. */
  async diffSince(workspace: string, ref: string): Promise<CapturedDiff> {
    const [diff] = await this.diffsSince(workspace, [ref]);
    if (!diff) throw new CoreError('not-found', `No snapshot ${ref}.`);
    return diff;
  }

  /**
   * What changed in the working tree since each of `refs` (a snapshot, or a
   * tree from treeNow), in their order, null for one git no longer has: the
   * working tree is read once.
   */
  async diffsSince(workspace: string, refs: readonly string[]): Promise<(CapturedDiff | null)[]> {
    const repo = await openRepo(this.git, workspace);
    const [tree, ids] = await Promise.all([this.workingTree(repo), this.commitsOf(repo, refs)]);
    return this.diffsFrom(repo, ids, tree);
  }

  /**
   * What differs from each of `refs` to snapshot `to` (a round's), in their
   * order, null for one git no longer has; all null when `to` is gone.
   */
  async diffsBetween(
    workspace: string,
    refs: readonly string[],
    to: string,
  ): Promise<(CapturedDiff | null)[]> {
    const repo = await openRepo(this.git, workspace);
    const [[target], ids] = await Promise.all([
      this.commitsOf(repo, [to]),
      this.commitsOf(repo, refs),
    ]);
    if (!target) return refs.map(() => null);
    return this.diffsFrom(repo, ids, `${target}^{tree}`);
  }

  /** Each ref's commit (or tree), null for one git no longer has. */
  private commitsOf(repo: Repo, refs: readonly string[]): Promise<(string | null)[]> {
    return Promise.all(refs.map((ref) => this.commitOf(repo.root, ref).catch(() => null)));
  }

  /** The diff from each of `ids` (null: none) to `tree`. */
  private diffsFrom(
    repo: Repo,
    ids: readonly (string | null)[],
    tree: string,
  ): Promise<(CapturedDiff | null)[]> {
    return Promise.all(
      ids.map(async (id) => {
        if (id === null) return null;
        const raw = await runGit(this.git, gitDiffArgs(`${id}^{tree}`, tree), { cwd: repo.root });
        return captured(`Changes since ${shortId(id)}`, raw);
      }),
    );
  }

  /**
   * The working tree as it is now, as a git tree (its id): what a person's
   * comment on the diff now counts its lines in. Unreferenced: git keeps it
   * for weeks (gc.pruneExpire), and a comment whose tree is gone stays put.
   */
  async treeNow(workspace: string): Promise<string> {
    return this.workingTree(await openRepo(this.git, workspace));
  }

  /**
   * Files whose content differs now from a snapshot (ignored files and
   * `.parley/` never count): what someone changed in the tree since.
   */
  async changedSince(workspace: string, ref: string): Promise<string[]> {
    const repo = await openRepo(this.git, workspace);
    const tree = await this.workingTree(repo);
    const out = await runGit(
      this.git,
      ['diff-tree', '-r', '--no-renames', '--name-only', '-z', `${ref}^{tree}`, tree],
      { cwd: repo.root },
    );
    return out.split('\0').filter((name) => name !== '');
  }

  /** The review's snapshots, by round. */
  async list(workspace: string, reviewId: string): Promise<Snapshot[]> {
    const prefix = snapshotRef(reviewId, 1).replace(/round-1$/, '');
    const repo = await openRepo(this.git, workspace);
    const out = await runGit(
      this.git,
      ['for-each-ref', '--format=%(objectname) %(refname)', prefix],
      { cwd: repo.root },
    );
    const snapshots: Snapshot[] = [];
    for (const line of out.split('\n')) {
      const match = /^(\S+) (refs\/parley\/.+\/round-(\d+))$/.exec(line);
      if (match) snapshots.push({ commit: match[1]!, ref: match[2]!, round: Number(match[3]) });
    }
    return snapshots.sort((a, b) => a.round - b.round);
  }

  /** Deletes every snapshot of the review; returns how many there were. */
  async remove(workspace: string, reviewId: string): Promise<number> {
    const snapshots = await this.list(workspace, reviewId);
    if (snapshots.length === 0) return 0;
    const repo = await openRepo(this.git, workspace);
    const input = snapshots.map((s) => `delete ${s.ref} ${s.commit}\n`).join('');
    await runGit(this.git, ['update-ref', '--stdin'], { cwd: repo.root, input });
    return snapshots.length;
  }

  /** The working tree as a git tree object (tracked and untracked files, no ignored ones). */
  private workingTree(repo: Repo): Promise<string> {
    return withWorkingTreeIndex(this.git, repo, async (env) =>
      (await runGit(this.git, ['write-tree'], { cwd: repo.root, env })).trim(),
    );
  }

  private async commitOf(root: string, ref: string): Promise<string> {
    const result = await this.git.run(['rev-parse', '--verify', '--quiet', ref], { cwd: root });
    if (result.code !== 0) throw new CoreError('not-found', `No snapshot ${ref}.`);
    return result.stdout.trim();
  }
}

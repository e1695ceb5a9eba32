import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeCommandRunner } from '../../../../main/core/git/nodeCommandRunner';
import { NodeGitRunner, runGit } from '../../../../main/core/git/gitRunner';
import { OutputFlow } from '../../../../main/core/git/outputFlow';

describe('NodeCommandRunner', () => {
  const runner = new NodeCommandRunner();
  let empty: string;
  beforeAll(async () => {
    empty = await mkdtemp(path.join(os.tmpdir(), 'parley-runner-'));
  });
  afterAll(async () => {
    await rm(empty, { recursive: true, force: true });
  });

  it('returns stdout, stderr and the exit code, with arguments passed verbatim (no shell)', async () => {
    const script =
      'process.stdout.write(process.argv[1]); process.stderr.write("warn"); process.exit(3)';
    const result = await runner.run(process.execPath, ['-e', script, '$HOME; rm -rf "x" *'], {
      cwd: empty,
    });
    expect(result).toEqual({ stdout: '$HOME; rm -rf "x" *', stderr: 'warn', code: 3 });
  });

  it('feeds input on stdin and keeps multi-byte characters whole across chunks', async () => {
    const script =
      'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>process.stdout.write(s.repeat(50000)))';
    const result = await runner.run(process.execPath, ['-e', script], { cwd: empty, input: '炎é' });
    expect(result.stdout.length).toBe(100000);
    expect(result.stdout).toBe('炎é'.repeat(50000));
  });

  it('merges env over the inherited environment and can unset a variable', async () => {
    const script = 'process.stdout.write(JSON.stringify([process.env.PARLEY_X, process.env.HOME]))';
    const result = await runner.run(process.execPath, ['-e', script], {
      cwd: empty,
      env: { PARLEY_X: 'yes', HOME: undefined },
    });
    expect(JSON.parse(result.stdout)).toEqual(['yes', null]);
  });

  it('says which tool is missing and how to get it', async () => {
    const options = { cwd: empty, env: { PATH: empty } };
    await expect(runner.run('git', ['status'], options)).rejects.toThrow(
      /Git is not installed.*git-scm/,
    );
    await expect(runner.run('jj', ['diff'], options)).rejects.toThrow(
      /Jujutsu \(jj\) is not installed/,
    );
    await expect(runner.run('gh', ['pr'], options)).rejects.toThrow(
      /GitHub CLI \(gh\) is not installed/,
    );
  });

  it('tells a missing folder apart from a missing program', async () => {
    await expect(runner.run('git', ['status'], { cwd: path.join(empty, 'nope') })).rejects.toThrow(
      /Folder not found/,
    );
  });

  it('stops a program that prints more than its output limit', async () => {
    const small = new NodeCommandRunner(1000);
    const script = 'process.stdout.write("x".repeat(100000))';
    await expect(small.run(process.execPath, ['-e', script], { cwd: empty })).rejects.toThrow(
      /more than 1000 bytes/,
    );
  });
});

describe('NodeGitRunner', () => {
  const git = new NodeGitRunner(new NodeCommandRunner());

  it('says clearly when the folder is not a git repository', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'parley-not-repo-'));
    try {
      await expect(
        runGit(git, ['rev-parse', '--show-toplevel'], {
          cwd: outside,
          env: { GIT_CEILING_DIRECTORIES: os.tmpdir() },
        }),
      ).rejects.toThrow(/is not inside a git repository/);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('ignores an inherited GIT_DIR that would point at another repository', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'parley-not-repo-'));
    const saved = process.env.GIT_DIR;
    process.env.GIT_DIR = path.join(process.cwd(), '.git');
    try {
      const result = await git.run(['rev-parse', '--git-dir'], {
        cwd: outside,
        env: { GIT_CEILING_DIRECTORIES: os.tmpdir() },
      });
      expect(result.code).not.toBe(0);
    } finally {
      if (saved === undefined) delete process.env.GIT_DIR;
      else process.env.GIT_DIR = saved;
      await rm(outside, { recursive: true, force: true });
    }
  });
});

describe('NodeCommandRunner.stream', () => {
  const runner = new NodeCommandRunner();
  const cwd = os.tmpdir();

  it('hands stdout on as it comes, multi-byte characters whole, stdout empty in the result', async () => {
    const pieces: string[] = [];
    const script = 'for (let i = 0; i < 2000; i++) process.stdout.write("炎é".repeat(50));';
    const result = await runner.stream(process.execPath, ['-e', script], {
      cwd,
      onStdout: (text) => pieces.push(text),
    });
    expect(result).toEqual({ stdout: '', stderr: '', code: 0 });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('炎é'.repeat(100_000));
  });

  it('stops the program when its signal aborts', async () => {
    const stop = new AbortController();
    const script = 'setInterval(() => process.stdout.write("tick\\n"), 5)';
    const running = runner.stream(process.execPath, ['-e', script], {
      cwd,
      signal: stop.signal,
      onStdout: () => stop.abort(),
    });
    await expect(running).rejects.toThrow(/no longer wanted/);
  });

  it('reads no more while its flow is paused: the program waits, then finishes once it flows', async () => {
    const flow = new OutputFlow();
    const total = 16 * 1024 * 1024;
    const script = `const chunk = "x".repeat(65536); let left = ${total};
      const write = () => { while (left > 0) { left -= chunk.length; if (!process.stdout.write(chunk)) return process.stdout.once("drain", write); } };
      write();`;
    let received = 0;
    const running = runner.stream(process.execPath, ['-e', script], {
      cwd,
      flow,
      onStdout: (text) => {
        // The reader has enough after the first piece.
        if (received === 0) flow.set(true);
        received += text.length;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Paused after its first piece: about a pipe's worth came, not the 16 MB.
    expect(received).toBeLessThan(1024 * 1024);
    flow.set(false);
    await expect(running).resolves.toMatchObject({ code: 0 });
    expect(received).toBe(total);
  });

  it('stops a program held paused when its signal aborts', async () => {
    const flow = new OutputFlow();
    flow.set(true);
    const stop = new AbortController();
    const script = 'setInterval(() => process.stdout.write("tick\\n".repeat(10000)), 1)';
    const running = runner.stream(process.execPath, ['-e', script], {
      cwd,
      flow,
      signal: stop.signal,
      onStdout: () => undefined,
    });
    setTimeout(() => stop.abort(), 200);
    await expect(running).rejects.toThrow(/no longer wanted/);
  });
});

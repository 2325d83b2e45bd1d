import readline from 'node:readline';

/**
 * A password for a command: its first line on standard input when that is not a terminal (a script, a pipe), else
 * asked for twice on the terminal without echo.
 */
export async function readPassword(input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr): Promise<string> {
  if (!input.isTTY) {
    const lines = readline.createInterface({ input, crlfDelay: Infinity });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return '';
  }
  const first = await askHidden('Password: ', input, output);
  const again = await askHidden('The same password again: ', input, output);
  if (first !== again) throw new Error('The two passwords differ.');
  return first;
}

function askHidden(prompt: string, input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> {
  return new Promise((resolve) => {
    const muted = { write: (chunk: string) => (chunk.includes(prompt) ? output.write(chunk) : true) } as unknown as NodeJS.WritableStream;
    const ask = readline.createInterface({ input, output: muted, terminal: true });
    ask.question(prompt, (answer) => {
      ask.close();
      output.write('\n');
      resolve(answer);
    });
  });
}

/**
 * Checks the HL7 v2 samples (```hl7 fences): each must be a real message that
 * @medplum/core's Hl7Message.parse reads segment by segment, as a bot would
 * receive it.
 */
import { indexedCore } from '../../packages/fhir-model';

/** One segment per line: a three-character segment id, then the field separator. */
const SEGMENT = /^[A-Z][A-Z0-9]{2}\|/;

/** The problems of one HL7 sample, each with its 0-based line within the block. */
export function hl7Problems(code: string): { line: number; message: string }[] {
  const lines = code.split('\n').map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const problems: { line: number; message: string }[] = [];
  if (lines.length === 0 || !lines[0].startsWith('MSH|')) {
    return [{ line: 0, message: 'HL7 message must start with an MSH segment' }];
  }
  lines.forEach((line, index) => {
    if (!SEGMENT.test(line)) {
      problems.push({
        line: index,
        message: `HL7 line ${index + 1} is not a segment (XXX|...): "${line.slice(0, 20)}"`,
      });
    }
  });
  if (problems.length > 0) return problems;

  const { Hl7Message } = indexedCore();
  let message: import('@medplum/core').Hl7Message;
  try {
    // HL7 v2 separates segments with a carriage return.
    message = Hl7Message.parse(lines.join('\r'));
  } catch (error) {
    return [{ line: 0, message: `Hl7Message.parse failed: ${error instanceof Error ? error.message : String(error)}` }];
  }
  if (message.segments.length !== lines.length) {
    problems.push({
      line: 0,
      message: `Hl7Message.parse read ${message.segments.length} segments from ${lines.length} lines`,
    });
  }
  message.segments.forEach((segment, index) => {
    if (segment.name !== lines[index].slice(0, 3)) {
      problems.push({ line: index, message: `segment ${index + 1} parsed as "${segment.name}"` });
    }
  });
  const header = message.get('MSH');
  // get(n) on MSH is MSH-(n+1): MSH-1 is the field separator itself.
  const required: [number, string][] = [
    [8, 'MSH-9 (message type)'],
    [9, 'MSH-10 (message control id)'],
    [11, 'MSH-12 (version)'],
  ];
  for (const [index, name] of required) {
    if (!header?.get(index)?.toString()) {
      problems.push({ line: 0, message: `${name} is empty` });
    }
  }
  return problems;
}

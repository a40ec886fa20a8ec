import path from 'node:path';
import { build } from 'esbuild';
import { keys } from '../../functions/lib/db/keys';
import { type IndexName, tableIndexes } from '../../shared/resources';
import type { TableAction } from '../../infra/stacks/table-access';

/**
 * What a function's bundle does with the table, read from the code esbuild keeps for it (bundled as
 * infra/stacks/lambda.ts bundles it, unminified so names survive, tree-shaken so only reachable code
 * counts): the DynamoDB commands it constructs, the kinds of transaction items it writes, the
 * indexes it queries and the key helpers (functions/lib/db/keys.ts) whose partitions it touches.
 * It errs toward more: a command or index name present in the bundle counts even if no request
 * reaches it, so a grant built from it can be too wide but not too narrow.
 */
export interface TableUsage {
  actions: TableAction[];
  indexes: IndexName[];
  /** `dynamodb:LeadingKeys` patterns of every base-table partition the key helpers it uses build. */
  partitionPatterns: string[];
}

/** The IAM action each document-client command is authorized as (transactions: by their items, below). */
const commandActions: Record<string, TableAction[]> = {
  GetCommand: ['GetItem'],
  QueryCommand: ['Query'],
  PutCommand: ['PutItem'],
  UpdateCommand: ['UpdateItem'],
  DeleteCommand: ['DeleteItem'],
  BatchGetCommand: ['BatchGetItem'],
  BatchWriteCommand: ['BatchWriteItem'],
  // TransactWriteItems has no IAM action of its own: each item is authorized as the action it performs.
  TransactWriteCommand: [],
  TransactGetCommand: ['GetItem'],
  ScanCommand: ['Scan'],
};
/** Names from the DynamoDB packages that send nothing themselves. */
const notCommands = new Set(['DynamoDBClient', 'DynamoDBDocumentClient']);
const transactionItemActions: Record<string, TableAction> = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem' };

const indexNames = tableIndexes.map((index) => index.name);

/** Bundles `entry` (relative to the repository root) as the CDK does, but readable. */
export async function bundleForAnalysis(root: string, entry: string, external: readonly string[] = []): Promise<OwnCode> {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    outfile: path.join(root, 'analysis.mjs'),
    write: false,
    bundle: true,
    minify: false,
    treeShaking: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*', ...external],
    logLevel: 'silent',
  });
  return ownCode(result.outputFiles[0]!.text);
}

/** A bundle's code from this repository, by source file, the imports of external packages, and the rest (dependencies). */
export interface OwnCode {
  imports: string;
  files: Map<string, string>;
  others?: string;
}

/**
 * The parts of an unminified bundle that come from this repository's sources: esbuild heads each
 * module's code with a `// <path>` comment, and only ours (functions/, shared/) can reach the table.
 * Comments are dropped: they name things the code does not use.
 */
export function ownCode(bundle: string): OwnCode {
  const files = new Map<string, string>();
  const others: string[] = [];
  for (const section of bundle.split(/^(?=\/\/ \S+\.[cm]?[jt]sx?$)/m)) {
    const head = /^\/\/ ((?:functions|shared)\/\S+)$/m.exec(section.split('\n', 1)[0]!);
    if (head) files.set(head[1]!, section.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''));
    else others.push(section);
  }
  // Imports of external packages are hoisted to the top, outside every module's section.
  const imports = (bundle.match(/^import\s*\{[^}]*\}\s*from\s*["'][^"']+["'];$/gm) ?? []).join('\n');
  // A namespace, default or dynamic import of a DynamoDB package would hide its commands from the analysis.
  const named = imports.match(dynamoPackage) ?? [];
  const all = bundle.match(dynamoPackage) ?? [];
  if (named.length !== all.length) throw new Error('A DynamoDB package is imported other than by name; the analysis cannot see what it sends');
  return { imports, files, others: others.join('\n') };
}

const dynamoPackage = /["']@aws-sdk\/(?:lib|client)-dynamodb["']/g;
const keysModule = 'functions/lib/db/keys.ts';

/** shared/resources.ts lists every index name; naming one there is no sign of querying it. */
const indexCatalogue = 'shared/resources.ts';

/** `leaveOut`: files whose code is known not to run in this function (see test/infra/grants.test.ts). */
export function tableUsage(own: OwnCode, leaveOut: readonly string[] = []): TableUsage {
  const kept = [...own.files].filter(([file]) => !leaveOut.includes(file));
  const code = kept.map(([, text]) => text).join('\n');
  const actions = new Set<TableAction>();

  // Local name (esbuild renames clashes: `QueryCommand as QueryCommand2`) -> command.
  const commands = new Map<string, string>();
  for (const statement of own.imports.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@aws-sdk\/(?:lib|client)-dynamodb["']/g)) {
    for (const part of statement[1]!.split(',')) {
      const [imported, local] = part.trim().split(/\s+as\s+/);
      if (!imported) continue;
      if (notCommands.has(imported) || /Exception$/.test(imported)) continue;
      // Anything else (DynamoDBDocument's methods, paginators) sends requests the analysis would not see.
      if (!/Command$/.test(imported)) throw new Error(`${imported} from a DynamoDB package: the analysis only sees requests sent as commands`);
      commands.set(local ?? imported, imported);
    }
  }
  const used = new Set<string>();
  for (const [local, imported] of commands) {
    const constructed = new RegExp(`\\bnew\\s+${local}\\s*\\(`);
    if (own.others && constructed.test(own.others)) throw new Error(`A dependency sends ${imported}; the analysis covers this repository's code only`);
    if (!constructed.test(code)) continue;
    const mapped = commandActions[imported];
    if (!mapped) throw new Error(`${imported} is sent but test/infra/table-usage.ts does not know which IAM action authorizes it`);
    used.add(imported);
    for (const action of mapped) actions.add(action);
  }
  if (used.has('TransactWriteCommand')) {
    const kinds = [...code.matchAll(/\b(Put|Update|Delete|ConditionCheck)\s*:/g)];
    if (!kinds.length) throw new Error('TransactWriteCommand is sent but no transaction item (Put:, Update:, Delete:, ConditionCheck:) is written out');
    for (const match of kinds) actions.add(transactionItemActions[match[1]!]!);
  }

  const indexes = new Set<IndexName>();
  if (used.has('QueryCommand') || used.has('ScanCommand')) {
    let dynamic = false;
    for (const match of code.matchAll(/\bIndexName\s*:\s*([^,\n}]+)/g)) {
      const value = match[1]!.trim();
      const literal = /^["'`](\w+)["'`]$/.exec(value);
      if (literal) {
        if (!indexNames.includes(literal[1] as IndexName)) throw new Error(`IndexName ${literal[1]} is not in shared/resources.ts tableIndexes`);
        indexes.add(literal[1] as IndexName);
      } else {
        dynamic = true;
      }
    }
    if (dynamic) {
      // A name chosen at run time: every index named anywhere in the bundle may be the one.
      const elsewhere = kept.filter(([file]) => file !== indexCatalogue).map(([, text]) => text).join('\n');
      const named = indexNames.filter((name) => new RegExp(`["'\`]${name}["'\`]`).test(elsewhere));
      if (!named.length) throw new Error('IndexName is computed from no index name the bundle contains; the analysis cannot tell which index is queried');
      for (const name of named) indexes.add(name);
    }
  }

  const partitions = new Set(partitionPatterns(code, own.files.get(keysModule)));
  // What an index query answers may be read or written again by its own key, built from the answer.
  for (const index of indexes) partitions.add(indexedItemPartition[index]);
  return { actions: sortActions(actions), indexes: [...indexes].sort(), partitionPatterns: [...partitions].sort() };
}

const placeholder = (position: number) => `zq${position}q`;
const [p0, p1, p2] = [0, 1, 2].map(placeholder) as [string, string, string];

/** The base-table partition of the items each index holds. */
const indexedItemPartition: Record<IndexName, string> = {
  usersByCompany: patternOf(keys.user(p0).pk),
  itemsByTitle: patternOf(keys.item(p0, p1).pk),
  itemsByPrice: patternOf(keys.item(p0, p1).pk),
  itemsByCode: patternOf(keys.item(p0, p1).pk),
  itemsByBookValue: patternOf(keys.item(p0, p1).pk),
  itemsByBrand: patternOf(keys.item(p0, p1).pk),
  itemsByModel: patternOf(keys.item(p0, p1).pk),
  itemsByType: patternOf(keys.item(p0, p1).pk),
  itemsBySerial: patternOf(keys.item(p0, p1).pk),
  itemsByResponsible: patternOf(keys.item(p0, p1).pk),
  itemsByObject: patternOf(keys.item(p0, p1).pk),
  itemsByLocation: patternOf(keys.item(p0, p1).pk),
  itemsByStatus: patternOf(keys.item(p0, p1).pk),
  itemsWithPhoto: patternOf(keys.item(p0, p1).pk),
  itemsByModified: patternOf(keys.item(p0, p1).pk),
  itemLogByUser: patternOf(keys.itemLog(p0, p1, p2).pk),
  itemLogByCompany: patternOf(keys.itemLog(p0, p1, p2).pk),
  unreadNotifications: patternOf(keys.notification(p0, p1).pk),
};

/** The LeadingKeys pattern of a partition value built from placeholders: its constant start, then anything. */
function patternOf(partition: string): string {
  const at = partition.search(/zq\dq/);
  return at < 0 ? partition : `${partition.slice(0, at)}*`;
}

/**
 * Base-table partitions of the key helpers the code calls. A helper answering a bare string may name
 * a base-table or an index partition, so it counts as both; index key attributes (`<index>Pk`) do not.
 */
function partitionPatterns(code: string, keysSource: string | undefined): string[] {
  const declared = keysSource === undefined ? [] : [...keysSource.matchAll(/\bvar\s+(keys\d*)\s*=\s*\{/g)].map((match) => match[1]!);
  if (keysSource !== undefined && declared.length !== 1) throw new Error(`The keys object of ${keysModule} is not found once in its bundled code`);
  const patterns = new Set<string>();
  const helpers = keys as unknown as Record<string, (...args: string[]) => unknown>;
  const args = [0, 1, 2, 3].map(placeholder);
  if (declared.length) {
    const name = declared[0]!;
    // Every use must name its helper, or a partition could be built unseen. The name followed by
    // a space and a word, or by a colon, is prose in a string or a property named the same.
    // A spread (`...keys.x(`) is a use too; only a property access (`a.keys`) is not.
    for (const use of code.matchAll(new RegExp(`(?<![\\w$])(?<!(?<!\\.\\.)\\.)${name}\\b(?!\\s*=\\s*\\{)(?:\\.(\\w+)|(?=\\s*[\\])},;[]|\\s*$))`, 'gm'))) {
      const helper = use[1];
      if (!helper) throw new Error(`The keys object is used without naming a helper: ...${code.slice(use.index! - 60, use.index! + 60)}...`);
      const fn = helpers[helper];
      if (typeof fn !== 'function') throw new Error(`keys.${helper} is not a key helper`);
      const built = fn(...args);
      if (typeof built === 'string') patterns.add(patternOf(built));
      else if (built && typeof built === 'object' && 'pk' in built) patterns.add(patternOf(String((built as { pk: string }).pk)));
    }
  }
  return [...patterns].sort();
}

const actionOrder: TableAction[] = ['GetItem', 'BatchGetItem', 'Query', 'Scan', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem', 'BatchWriteItem'];
function sortActions(actions: Set<TableAction>): TableAction[] {
  return actionOrder.filter((action) => actions.has(action));
}

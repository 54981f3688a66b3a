//! The `ods-opt` driver: `mlir-opt`'s parse -> verify -> print pipeline with its command line,
//! `--split-input-file` and `--verify-diagnostics`.
//!
//! [`Options::parse`] reads the command line, [`run`] processes an input held in memory and
//! returns what would go to stdout and stderr with the exit code (tests call it directly), and
//! [`main`] does the file handling on a thread with a 64 MiB stack. Dialects are registered by
//! the caller's `setup` function, called on each fresh [`Context`] (one per split chunk, as
//! mlir-opt creates one context per chunk).

use std::cell::Cell;

use crate::ir::context::Context;
use crate::ir::diagnostics::{
    find_file_loc, find_file_loc_attr, render_at_offset, render_bytes, DiagLoc, Diagnostic,
    Severity, SourceMgr,
};
use crate::pass::manager::{IrPrinting, PassManager, Report};
use crate::pass::pipeline::PassPipeline;
use crate::pass::PassRegistry;
use crate::text::printer::PrintFlags;

/// One pass-related command-line argument, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassArg {
    /// A registered pass's own flag: `--cse`, `--canonicalize=top-down=false` (the options
    /// text after the `=`).
    Flag {
        /// the pass argument
        name: String,
        /// the options text, if the flag had a value
        options: Option<String>,
    },
    /// `--pass-pipeline=TEXT`.
    Pipeline(String),
}

/// The layout of the timing and statistics reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ReportDisplay {
    /// Entries merged by name in one list (timing: by decreasing time; statistics: by pass
    /// name).
    List,
    /// Entries nested as the pipelines are (timing: `tree`; statistics: `pipeline`), the
    /// default.
    #[default]
    Tree,
}

/// Registers dialects into a fresh context.
pub type Setup = fn(&mut Context);

/// Command-line options of `ods-opt`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// input file, `-` for stdin
    pub input: String,
    /// output file, `-` for stdout
    pub output: String,
    /// `--mlir-print-op-generic`
    pub generic: bool,
    /// `--allow-unregistered-dialect`
    pub allow_unregistered: bool,
    /// `--split-input-file`
    pub split_input_file: bool,
    /// `--verify-diagnostics`
    pub verify_diagnostics: bool,
    /// `--mlir-print-debuginfo`
    pub debuginfo: bool,
    /// false with `--no-implicit-module`
    pub implicit_module: bool,
    /// `--mlir-print-local-scope`: no alias definitions, no resources section, one final newline
    pub local_scope: bool,
    /// `--mlir-use-nameloc-as-prefix`: SSA names from `loc("name")` locations
    pub nameloc_as_prefix: bool,
    /// The passes to run, in command-line order: per-pass flags (`--cse`,
    /// `--canonicalize=top-down=false`) or one `--pass-pipeline=...`
    pub passes: Vec<PassArg>,
    /// `--verify-each` (default on): verify after each pass
    pub verify_each: bool,
    /// `--dump-pass-pipeline`
    pub dump_pass_pipeline: bool,
    /// `--mlir-print-ir-*` (before/after all, after change, after failure, module scope)
    pub ir_printing: IrPrinting,
    /// `--mlir-print-ir-before=a,b`: pass arguments to print the IR before
    pub print_before: Vec<String>,
    /// `--mlir-print-ir-after=a,b`: pass arguments to print the IR after
    pub print_after: Vec<String>,
    /// `--mlir-print-ir-tree-dir=DIR`: IR dumps go to a tree of files under `DIR` rather than
    /// to stderr (empty: stderr)
    pub ir_tree_dir: String,
    /// `--mlir-timing`
    pub timing: bool,
    /// `--mlir-timing-display=list|tree`: the layout of the timing report
    pub timing_display: ReportDisplay,
    /// `--mlir-pass-statistics`
    pub pass_statistics: bool,
    /// `--mlir-pass-statistics-display=list|pipeline`: the layout of the statistics report
    /// ([`ReportDisplay::Tree`] stands for `pipeline`)
    pub statistics_display: ReportDisplay,
    /// the passes the tool knows (the core passes, and a dialect crate's own)
    pub registry: PassRegistry,
    /// free each chunk's IR when it is done (not a command-line flag: [`main`] turns it off,
    /// since process exit releases the memory faster than tearing the IR down)
    pub free_memory: bool,
    /// the tool's name in messages and the help text (`ods-opt`, or a dialect crate's own
    /// `-opt` binary: see [`main_with_process_args`])
    pub tool: String,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            input: "-".into(),
            output: "-".into(),
            generic: false,
            allow_unregistered: false,
            split_input_file: false,
            verify_diagnostics: false,
            debuginfo: false,
            implicit_module: true,
            local_scope: false,
            nameloc_as_prefix: false,
            passes: Vec::new(),
            verify_each: true,
            dump_pass_pipeline: false,
            ir_printing: IrPrinting::default(),
            print_before: Vec::new(),
            print_after: Vec::new(),
            ir_tree_dir: String::new(),
            timing: false,
            timing_display: ReportDisplay::Tree,
            pass_statistics: false,
            statistics_display: ReportDisplay::Tree,
            registry: PassRegistry::with_core_passes(),
            free_memory: true,
            tool: "ods-opt".into(),
        }
    }
}

/// The help text of the tool called `tool`, with the core passes.
pub fn usage(tool: &str) -> String {
    usage_with(tool, &PassRegistry::with_core_passes())
}

/// The help text of the tool called `tool` that knows the passes of `registry`: every pass
/// is listed with its summary and options.
pub fn usage_with(tool: &str, registry: &PassRegistry) -> String {
    use std::fmt::Write as _;
    let mut out = format!(
        "OVERVIEW: {tool}: parse, verify, transform and print MLIR

USAGE: {tool} [options] [FILE|-]

OPTIONS:
  -o <file>                      Output file (default: stdout)
  --allow-unregistered-dialect   Allow operations of unregistered dialects
  --mlir-print-op-generic        Print operations in the generic form
  --mlir-print-debuginfo         Print locations
  --mlir-print-local-scope       Print without alias definitions and resources (local scope)
  --mlir-use-nameloc-as-prefix   Name SSA values after their `loc(\"name\")` locations
  --split-input-file             Process chunks separated by `// -----` independently
  --verify-diagnostics           Check diagnostics against expected-* comments
  --no-implicit-module           Do not wrap the input in a builtin.module
  --pass-pipeline=<string>       Textual description of the pass pipeline to run
  --dump-pass-pipeline           Print the pipeline that will be run
  --verify-each                  Run the verifier after each pass (default: true)
  --mlir-print-ir-before-all     Print IR before each pass
  --mlir-print-ir-after-all      Print IR after each pass
  --mlir-print-ir-before=<pass>  Print IR before the given passes (comma-separated)
  --mlir-print-ir-after=<pass>   Print IR after the given passes (comma-separated)
  --mlir-print-ir-after-change   When printing the IR after a pass, only print if it changed
  --mlir-print-ir-after-failure  Print IR after a pass that failed
  --mlir-print-ir-module-scope   Print the top-level op in IR dumps
  --mlir-print-ir-tree-dir=<dir> Write the IR dumps to a file tree under <dir> (one folder
                                 per op, one file per dump) instead of stderr
  --mlir-timing                  Display execution times
  --mlir-timing-display=<value>  Display method for timing data
    =list                        display the results in a list sorted by total time
    =tree                        display the results in a nested tree view (default)
  --mlir-pass-statistics         Display the statistics of each pass
  --mlir-pass-statistics-display=<value>
                                 Display method for pass statistics
    =list                        display the results in a merged list sorted by pass name
    =pipeline                    display the results with a nested pipeline view (default)
  --mlir-disable-threading       Accepted for mlir-opt compatibility (passes run on one thread)

Passes:
"
    );
    for reg in registry.iter() {
        let info = reg.info;
        let _ = writeln!(out, "  --{:<29}{}", info.argument, info.summary);
        for opt in info.options {
            let flag = if opt.value_name.is_empty() {
                format!("--{}", opt.name)
            } else {
                format!("--{}=<{}>", opt.name, opt.value_name)
            };
            let _ = writeln!(out, "      {flag:<27}{}", opt.description);
            for (value, desc) in opt.values {
                let _ = writeln!(out, "        ={value:<24}{desc}");
            }
        }
    }
    out
}

impl Options {
    /// Parses command-line arguments (without the program name) of `ods-opt`. Flags take one or
    /// two dashes; `-o FILE`, `-oFILE`, `-o=FILE` and `--o=FILE` name the output. The error is
    /// the message to print (`--help` gives the help text as its "error").
    pub fn parse<I: IntoIterator<Item = String>>(args: I) -> Result<Options, String> {
        Options::parse_for("ods-opt", args)
    }

    /// [`Options::parse`] for the tool called `tool`, which messages and the help text name.
    pub fn parse_for<I: IntoIterator<Item = String>>(
        tool: &str,
        args: I,
    ) -> Result<Options, String> {
        Options::parse_with(tool, &PassRegistry::with_core_passes(), args)
    }

    /// [`Options::parse_for`] with the passes of `registry`: each registered pass is a flag.
    pub fn parse_with<I: IntoIterator<Item = String>>(
        tool: &str,
        registry: &PassRegistry,
        args: I,
    ) -> Result<Options, String> {
        let mut o = Options {
            tool: tool.to_string(),
            ..Options::default()
        };
        let mut positional: Option<String> = None;
        let mut it = args.into_iter();
        while let Some(arg) = it.next() {
            if arg == "-" || !arg.starts_with('-') {
                if positional.is_some() {
                    return Err(format!(
                        "Too many positional arguments specified!\nCan specify at most 1 \
                                positional arguments: See: {tool} --help"
                    ));
                }
                positional = Some(arg);
                continue;
            }
            let flag = arg.strip_prefix("--").unwrap_or(&arg[1..]);
            let (name, value) = match flag.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (flag, None),
            };
            let boolean = |v: Option<&str>| -> Result<bool, String> {
                match v {
                    None | Some("true") | Some("1") | Some("TRUE") | Some("True") => Ok(true),
                    Some("false") | Some("0") | Some("FALSE") | Some("False") => Ok(false),
                    Some(x) => Err(format!(
                        "{tool}: for the --{name} option: '{x}' is invalid value for boolean argument! Try 0 or 1"
                    )),
                }
            };
            match name {
                "o" => {
                    o.output = match value {
                        Some(v) => v.to_string(),
                        None => it.next().ok_or_else(|| {
                            format!("{tool}: for the -o option: requires a value!")
                        })?,
                    }
                }
                _ if name.starts_with('o') && name.len() > 1 && arg.starts_with("-o") => {
                    o.output = arg[2..].to_string();
                }
                "allow-unregistered-dialect" => o.allow_unregistered = boolean(value)?,
                "mlir-print-op-generic" => o.generic = boolean(value)?,
                "mlir-print-debuginfo" => o.debuginfo = boolean(value)?,
                "split-input-file" => o.split_input_file = true,
                "verify-diagnostics" => o.verify_diagnostics = boolean(value)?,
                "no-implicit-module" => o.implicit_module = !boolean(value)?,
                "mlir-print-local-scope" => o.local_scope = boolean(value)?,
                "mlir-use-nameloc-as-prefix" => o.nameloc_as_prefix = boolean(value)?,
                "verify-each" => o.verify_each = boolean(value)?,
                "dump-pass-pipeline" => o.dump_pass_pipeline = boolean(value)?,
                "mlir-disable-threading" => {
                    boolean(value)?;
                }
                "mlir-print-ir-before-all" => o.ir_printing.before_all = boolean(value)?,
                "mlir-print-ir-after-all" => o.ir_printing.after_all = boolean(value)?,
                "mlir-print-ir-after-change" => o.ir_printing.after_change = boolean(value)?,
                "mlir-print-ir-after-failure" => o.ir_printing.after_failure = boolean(value)?,
                "mlir-print-ir-module-scope" => o.ir_printing.module_scope = boolean(value)?,
                "mlir-print-ir-before" | "mlir-print-ir-after" => {
                    let list: Vec<String> = value
                        .unwrap_or("")
                        .split(',')
                        .filter(|p| !p.is_empty())
                        .map(String::from)
                        .collect();
                    if let Some(bad) = list.iter().find(|p| registry.lookup(p).is_none()) {
                        return Err(format!(
                            "{tool}: for the --{name} option: Cannot find option named '{bad}'!"
                        ));
                    }
                    if name == "mlir-print-ir-before" {
                        o.print_before.extend(list);
                    } else {
                        o.print_after.extend(list);
                    }
                }
                "mlir-print-ir-tree-dir" => {
                    o.ir_tree_dir = match value {
                        Some(v) => v.to_string(),
                        None => it.next().ok_or_else(|| {
                            format!("{tool}: for the --{name} option: requires a value!")
                        })?,
                    }
                }
                "mlir-timing" => o.timing = boolean(value)?,
                "mlir-pass-statistics" => o.pass_statistics = boolean(value)?,
                "mlir-timing-display" | "mlir-pass-statistics-display" => {
                    let v = match value {
                        Some(v) => v.to_string(),
                        // a value is required: the next argument is taken, as LLVM's parser does
                        None => it.next().ok_or_else(|| {
                            format!("{tool}: for the --{name} option: requires a value!")
                        })?,
                    };
                    let tree = if name == "mlir-timing-display" {
                        "tree"
                    } else {
                        "pipeline"
                    };
                    let display = match v.as_str() {
                        "list" => ReportDisplay::List,
                        t if t == tree => ReportDisplay::Tree,
                        _ => {
                            return Err(format!(
                                "{tool}: for the --{name} option: Cannot find option named '{v}'!"
                            ))
                        }
                    };
                    if name == "mlir-timing-display" {
                        o.timing_display = display;
                    } else {
                        o.statistics_display = display;
                    }
                }
                "pass-pipeline" => o
                    .passes
                    .push(PassArg::Pipeline(value.unwrap_or("").to_string())),
                _ if registry.lookup(name).is_some() => o.passes.push(PassArg::Flag {
                    name: name.to_string(),
                    options: value.map(String::from),
                }),
                "h" | "help" => return Err(usage_with(tool, registry)),
                _ => {
                    return Err(format!(
                        "{tool}: Unknown command line argument '{arg}'.  Try: '{tool} --help'"
                    ))
                }
            }
        }
        if let Some(p) = positional {
            o.input = p;
        }
        o.registry = registry.clone();
        // build the pass manager once now, so that pipeline and option errors are reported
        // before any input is read (as mlir-opt's command-line parser does)
        o.pass_manager()
            .map_err(|e| e.strip_suffix('\n').unwrap_or(&e).to_string())?;
        Ok(o)
    }
}

impl Options {
    /// The pass manager the pass arguments describe (`None` when there are none), or the
    /// error text mlir-opt prints for them.
    pub fn pass_manager(&self) -> Result<Option<PassManager>, String> {
        if self.passes.is_empty() {
            return Ok(None);
        }
        let has_pipeline = self
            .passes
            .iter()
            .any(|p| matches!(p, PassArg::Pipeline(_)));
        if has_pipeline && self.passes.len() > 1 {
            return Err(
                "<unknown>:0: error: '-pass-pipeline' option can't be used with \
                        individual pass options\n"
                    .to_string(),
            );
        }
        let registry = &self.registry;
        let mut pm = match &self.passes[0] {
            PassArg::Pipeline(text) => {
                let pipeline = PassPipeline::parse(text, |n| registry.lookup(n).is_some())
                    .map_err(|e| e.mlir_opt_stderr())?;
                PassManager::from_pipeline(&pipeline, registry)
                    .map_err(|e| e.render(&self.tool, true))?
            }
            PassArg::Flag { .. } => {
                let mut pm = PassManager::new("builtin.module");
                for arg in &self.passes {
                    let PassArg::Flag { name, options } = arg else {
                        continue;
                    };
                    let pass = PassManager::create_pass(registry, name, options.as_deref())
                        .map_err(|e| e.render(&self.tool, false))?;
                    if let Some(pass) = pass {
                        let root = pm.root();
                        pm.add_pass_nested(root, pass);
                    }
                }
                pm
            }
        };
        pm.verify_each = self.verify_each;
        pm.registry = registry.clone();
        pm.tool = self.tool.clone();
        let mut printing = self.ir_printing;
        printing.flags = PrintFlags {
            generic: self.generic,
            debuginfo: self.debuginfo,
            local_scope: self.local_scope,
            nameloc_as_prefix: self.nameloc_as_prefix,
        };
        pm.ir_printing = printing;
        pm.print_before = self.print_before.clone();
        pm.print_after = self.print_after.clone();
        pm.print_to_files = !self.ir_tree_dir.is_empty();
        Ok(Some(pm))
    }
}

/// What one run produced.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// bytes for stdout (or the `-o` file)
    pub stdout: Vec<u8>,
    /// bytes for stderr
    pub stderr: Vec<u8>,
    /// process exit code: 0 on success, 1 on failure
    pub code: i32,
}

/// One chunk of the input: what diagnostics show and what the parser reads.
struct Chunk<'a> {
    /// original text of the chunk, from the start of its first line (owned when the driver
    /// read the input itself: it is then freed once parsed, see [`SourceMgr::release_text`])
    display: std::borrow::Cow<'a, [u8]>,
    /// the text parsed, when it differs from `display`: the split marker blanked out
    parse: Option<Vec<u8>>,
    /// line number of its first line in the file
    first_line: u32,
    /// 1-based column just after the `// -----` marker that starts it (0 for the first chunk)
    start_col: u32,
}

/// The marker separating chunks with `--split-input-file`.
pub const SPLIT_MARKER: &str = "// -----";

/// Splits `text` like mlir-opt: the text is cut at each `// ---`; a piece that continues with
/// `--` followed by at least one more byte (other than `0`) starts a new chunk after the full
/// `// -----`; any other cut is a near miss, reported as a warning at the returned byte offset
/// and glued back. An empty chunk at the end is dropped (so is the text before a marker that
/// starts the file, whose `--` then begins the first chunk, as in mlir-opt).
fn split_input(text: &[u8]) -> (Vec<Chunk<'_>>, Vec<u32>) {
    let prefix = &SPLIT_MARKER.as_bytes()[..SPLIT_MARKER.len() - 2];
    // Pieces between cuts, as byte ranges.
    let mut pieces = Vec::new();
    let mut start = 0;
    while let Some(p) = find(&text[start..], prefix) {
        pieces.push((start, start + p));
        start += p + prefix.len();
    }
    pieces.push((start, text.len()));
    let mut near_misses = Vec::new();
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    let mut prev = (0usize, 0usize);
    for &(s, e) in &pieces {
        if prev.0 == prev.1 {
            prev = (s, e);
            continue;
        }
        let piece = &text[s..e];
        if piece.starts_with(b"--") && piece.len() > 2 && piece[2] != b'0' {
            ranges.push(prev);
            prev = (s + 2, e);
        } else {
            near_misses.push(s as u32);
            prev = (prev.0, e);
        }
    }
    if prev.0 != prev.1 {
        ranges.push(prev);
    }
    let chunks = ranges
        .into_iter()
        .map(|(cs, ce)| {
            let mut ls = cs;
            while ls > 0 && text[ls - 1] != b'\n' {
                ls -= 1;
            }
            let display = &text[ls..ce];
            let mut parse = display.to_vec();
            for b in parse.iter_mut().take(cs - ls) {
                *b = b' ';
            }
            Chunk {
                display: display.into(),
                parse: Some(parse),
                first_line: 1 + text[..cs].iter().filter(|&&c| c == b'\n').count() as u32,
                start_col: if cs == 0 { 0 } else { (cs - ls + 1) as u32 },
            }
        })
        .collect();
    (chunks, near_misses)
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() || hay.len() < needle.len() {
        return None;
    }
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The name diagnostics and locations use for the input.
fn buffer_name(input: &str) -> &str {
    if input == "-" {
        "<stdin>"
    } else {
        input
    }
}

/// Processes `input` (the bytes of `opts.input`) and returns stdout, stderr and the exit code.
pub fn run(opts: &Options, input: &[u8], setup: Setup) -> Outcome {
    let mut stdout = Vec::new();
    let (stderr, code) = run_to(opts, input, setup, &mut stdout);
    Outcome {
        stdout,
        stderr,
        code,
    }
}

/// Like [`run`], but streams the output to `stdout` as it is printed (no copy of the whole
/// output is kept); returns stderr and the exit code.
pub fn run_to(
    opts: &Options,
    input: &[u8],
    setup: Setup,
    stdout: &mut dyn std::io::Write,
) -> (Vec<u8>, i32) {
    run_input(opts, input.into(), setup, stdout)
}

/// [`run_to`] on input the driver may own: an owned input read from the file `opts.input` is
/// freed once parsed (unless `--split-input-file` or `--verify-diagnostics` need it).
fn run_input(
    opts: &Options,
    input: std::borrow::Cow<'_, [u8]>,
    setup: Setup,
    stdout: &mut dyn std::io::Write,
) -> (Vec<u8>, i32) {
    let started = std::time::Instant::now();
    let name = buffer_name(&opts.input).to_string();
    let mut out = Outcome::default();
    let chunks = if opts.split_input_file {
        let (chunks, near) = split_input(&input);
        if !near.is_empty() {
            let mut sm = SourceMgr::default();
            let b = sm.add(name.clone(), input.to_vec(), 1);
            for off in near {
                out.stderr.extend(render_at_offset(
                    &sm,
                    b,
                    off,
                    Severity::Warning,
                    "near miss with file split marker",
                    0,
                ));
            }
        }
        chunks
    } else {
        vec![Chunk {
            display: input,
            parse: None,
            first_line: 1,
            start_col: 0,
        }]
    };
    let mut failed = false;
    for (i, chunk) in chunks.into_iter().enumerate() {
        if i > 0 {
            let marker = [SPLIT_MARKER.as_bytes(), b"\n"].concat();
            if let Err(e) = stdout.write_all(&marker) {
                out.stderr
                    .extend(format!("{}: cannot write output: {e}\n", opts.tool).bytes());
                return (out.stderr, 1);
            }
        }
        // mlir-opt times each chunk on its own and reports after it
        let chunk_start = if i == 0 {
            started
        } else {
            std::time::Instant::now()
        };
        let mut timing = Timing::default();
        if !process_chunk(
            opts,
            &name,
            chunk,
            setup,
            &mut timing,
            &mut out.stderr,
            stdout,
        ) {
            failed = true;
        }
        if opts.timing {
            let report = timing.report(chunk_start.elapsed(), opts.timing_display);
            out.stderr.extend(report.bytes());
        }
    }
    (out.stderr, i32::from(failed))
}

/// What `--mlir-timing` reports for one chunk (mlir-opt reports each on its own): wall time
/// of parsing, of each pass and
/// of printing.
#[derive(Default)]
struct Timing {
    parse: std::time::Duration,
    /// `None` when nothing was printed (mlir-opt then shows no `Output` line)
    output: Option<std::time::Duration>,
    /// pipelines, passes and the analyses they computed, in pipeline order
    passes: Vec<TimingLine>,
}

/// One line of the timing report below the parser.
struct TimingLine {
    depth: usize,
    name: String,
    /// `None` for a pipeline, which sums the passes inside it
    time: Option<std::time::Duration>,
    /// an analysis, whose time is part of its pass's
    analysis: bool,
    /// part of a pipeline a pass ran itself (shown at the top level, as mlir-opt does)
    dynamic: bool,
    /// a group of nested pipelines run together: listed, not in the tree
    hidden: bool,
    /// for a line of the static pipeline: its index in the pass manager's summary and, for
    /// an analysis, the analysis
    key: Option<(usize, String)>,
}

impl Timing {
    /// Adds a pass manager's times (the same pipeline runs on every chunk: a line is matched
    /// by its place in the pipeline, an analysis line by its pass and name), then the
    /// pipelines its passes ran themselves.
    fn add_passes(&mut self, pm: &PassManager) {
        use crate::pass::manager::{timed_lines, SummaryLine};
        let summary = pm.summary_in_run_order();
        // (index of the pass's line in `self.passes`, the pipelines it ran itself)
        let mut dynamic = Vec::new();
        let mut last: Option<usize> = None;
        for (k, line) in summary.iter().enumerate() {
            for (a, l) in timed_lines(std::slice::from_ref(line), 0)
                .into_iter()
                .enumerate()
            {
                let key = (
                    k,
                    if a == 0 {
                        String::new()
                    } else {
                        l.name.clone()
                    },
                );
                let at = self
                    .passes
                    .iter()
                    .position(|t| t.key.as_ref() == Some(&key));
                let j = match at {
                    Some(j) => {
                        if let Some(t) = l.time {
                            let slot = &mut self.passes[j].time;
                            *slot = Some(slot.unwrap_or_default() + t);
                        }
                        j
                    }
                    None => {
                        let j = last.map_or(self.passes.len(), |p| p + 1);
                        self.passes.insert(
                            j,
                            TimingLine {
                                depth: l.depth,
                                name: l.name,
                                time: l.time,
                                analysis: l.analysis,
                                dynamic: false,
                                hidden: l.hidden,
                                key: Some(key),
                            },
                        );
                        j
                    }
                };
                last = Some(j);
                if a == 0 {
                    if let SummaryLine::Pass { dynamic: d, .. } = line {
                        if !d.is_empty() {
                            dynamic.push((k, *d));
                        }
                    }
                }
            }
        }
        for (k, records) in dynamic {
            let key = (k, String::new());
            for record in records {
                let Some(j) = self
                    .passes
                    .iter()
                    .position(|t| t.key.as_ref() == Some(&key))
                else {
                    continue;
                };
                // the top-level entry the pass is in, by its rank among the static ones
                let top = (0..=j)
                    .rev()
                    .find(|&t| self.passes[t].depth == 0)
                    .unwrap_or(0);
                let rank = (0..top)
                    .filter(|&t| self.passes[t].depth == 0 && !self.passes[t].dynamic)
                    .count();
                self.add_dynamic(rank, record);
            }
        }
    }

    /// Adds the lines of a pipeline a pass in the `rank`-th top-level entry ran itself: under
    /// the top-level line of the dynamic pipelines with its anchor, made after that entry
    /// (and the dynamic pipelines already there) when there is none yet.
    fn add_dynamic(&mut self, rank: usize, record: &crate::pass::manager::DynamicPipeline) {
        let name = format!("'{}' Pipeline", record.anchor);
        let n = self.passes.len();
        let subtree_end = |passes: &[TimingLine], k: usize| {
            (k + 1..passes.len())
                .find(|&e| passes[e].depth == 0)
                .unwrap_or(passes.len())
        };
        let insert_at = match (0..n).find(|&k| {
            self.passes[k].dynamic && self.passes[k].depth == 0 && self.passes[k].name == name
        }) {
            Some(k) => subtree_end(&self.passes, k),
            None => {
                let top = (0..n)
                    .filter(|&k| self.passes[k].depth == 0 && !self.passes[k].dynamic)
                    .nth(rank)
                    .unwrap_or(0);
                let mut k = subtree_end(&self.passes, top);
                while k < self.passes.len() && self.passes[k].dynamic {
                    k = subtree_end(&self.passes, k);
                }
                self.passes.insert(
                    k,
                    TimingLine {
                        depth: 0,
                        name,
                        time: None,
                        analysis: false,
                        dynamic: true,
                        hidden: false,
                        key: None,
                    },
                );
                k + 1
            }
        };
        let lines = record.lines.iter().map(|l| TimingLine {
            depth: l.depth,
            name: l.name.clone(),
            time: l.time,
            analysis: l.analysis,
            dynamic: true,
            hidden: l.hidden,
            key: None,
        });
        self.passes.splice(insert_at..insert_at, lines);
    }

    /// Each line's time in seconds: its own, or for a pipeline the sum of the passes in it.
    fn line_times(&self) -> Vec<f64> {
        let mut times = vec![0.0; self.passes.len()];
        // a pipeline's time is the sum of the pass lines below it: summed with a stack of
        // open pipelines (linear, no recursion); a hidden collection holds the pipelines that
        // follow it at its depth
        let mut open: Vec<usize> = Vec::new();
        for (i, l) in self.passes.iter().enumerate() {
            while let Some(&p) = open.last() {
                let o = &self.passes[p];
                let inside = l.depth > o.depth
                    || (o.hidden && l.depth == o.depth && l.time.is_none() && !l.hidden);
                if inside {
                    break;
                }
                open.pop();
            }
            match l.time {
                Some(t) => {
                    let t = t.as_secs_f64();
                    times[i] = t;
                    if !l.analysis {
                        for &p in &open {
                            times[p] += t;
                        }
                    }
                }
                None => open.push(i),
            }
        }
        times
    }

    /// mlir-opt's execution time report (its layout; the figures are this run's), as a tree
    /// or as a list.
    fn report(&self, total: std::time::Duration, display: ReportDisplay) -> String {
        let rule =
            "===-------------------------------------------------------------------------===";
        let total_s = total.as_secs_f64();
        let mut out = format!(
            "{rule}\n                         ... Execution time report ...\n{rule}\n  Total Execution Time: {total_s:.4} seconds\n\n  ----Wall Time----  ----Name----\n"
        );
        let times = self.line_times();
        // the top-level lines' times; the dynamic pipelines' are also part of the time of the
        // pass that ran them, so (as in mlir-opt) they make `Rest` negative
        let (mut static_top, mut dynamic_top) = (0.0, 0.0);
        for (l, t) in self.passes.iter().zip(&times) {
            if l.depth == 0 && !l.hidden {
                if l.dynamic {
                    dynamic_top += t;
                } else {
                    static_top += t;
                }
            }
        }
        let output = self.output.map_or(0.0, |t| t.as_secs_f64());
        match display {
            ReportDisplay::Tree => self.tree_entries(&mut out, &times, total_s),
            ReportDisplay::List => self.list_entries(&mut out, &times, total_s),
        }
        let rest =
            (total_s - self.parse.as_secs_f64() - static_top - output).max(0.0) - dynamic_top;
        timing_entry(&mut out, rest, total_s, 0, "Rest");
        timing_entry(&mut out, total_s, total_s, 0, "Total");
        out
    }

    /// The tree layout: parser, pipelines with their passes (indented), output.
    fn tree_entries(&self, out: &mut String, times: &[f64], total_s: f64) {
        timing_entry(out, self.parse.as_secs_f64(), total_s, 0, "Parser");
        for (l, &t) in self.passes.iter().zip(times) {
            if !l.hidden {
                timing_entry(out, t, total_s, l.depth, &l.name);
            }
        }
        if let Some(t) = self.output {
            timing_entry(out, t.as_secs_f64(), total_s, 0, "Output");
        }
    }

    /// The list layout: every timer of mlir-opt's tree merged by name (its hidden root,
    /// `root`, and the `Pipeline Collection : ['a']` of each nested pipeline of a pass
    /// manager included), by decreasing time.
    fn list_entries(&self, out: &mut String, times: &[f64], total_s: f64) {
        let mut merged: Vec<(String, f64)> = Vec::new();
        let mut index: crate::ir::context::FxHashMap<String, usize> = Default::default();
        let mut add = |name: String, t: f64| match index.get(&name) {
            Some(&i) => merged[i].1 += t,
            None => {
                index.insert(name.clone(), merged.len());
                merged.push((name, t));
            }
        };
        add("root".into(), total_s);
        add("Parser".into(), self.parse.as_secs_f64());
        for (l, &t) in self.passes.iter().zip(times) {
            add(l.name.clone(), t);
        }
        if let Some(t) = self.output {
            add("Output".into(), t.as_secs_f64());
        }
        // stable: equal times keep the order the timers were made in
        merged.sort_by(|a, b| b.1.total_cmp(&a.1));
        for (name, t) in &merged {
            timing_entry(out, *t, total_s, 0, name);
        }
    }
}

/// One line of the timing report: the time, its share of `total`, the indented name.
fn timing_entry(out: &mut String, t: f64, total: f64, depth: usize, name: &str) {
    use std::fmt::Write as _;
    let pct = if total > 0.0 { 100.0 * t / total } else { 0.0 };
    let _ = writeln!(
        out,
        "  {t:>8.4} ({pct:>5.1}%)  {}{name}",
        "  ".repeat(depth)
    );
}

// `PrintFlags` is set field by field so that flags added later keep their defaults.
#[allow(clippy::field_reassign_with_default)]
/// Parses, verifies and prints one chunk; false on failure (in `--verify-diagnostics` mode:
/// false when the diagnostics do not match the expectations).
fn process_chunk(
    opts: &Options,
    name: &str,
    chunk: Chunk,
    setup: Setup,
    timing: &mut Timing,
    stderr: &mut Vec<u8>,
    stdout: &mut dyn std::io::Write,
) -> bool {
    let mut ctx = Context::new();
    setup(&mut ctx);
    ctx.allow_unregistered = opts.allow_unregistered;
    let ok = process_chunk_in(&mut ctx, opts, name, chunk, timing, stderr, stdout);
    if !opts.free_memory {
        // The process is about to exit: skip tearing the IR down (as clang's -disable-free).
        std::mem::forget(ctx);
    }
    ok
}

/// The printer of `see current operation` notes: generic form, local scope, and the
/// `--mlir-print-debuginfo` / `--mlir-use-nameloc-as-prefix` flags (as mlir-opt's notes honour
/// them).
fn note_op_printer(debuginfo: bool, nameloc: bool) -> crate::analysis::verifier::OpPrinter {
    // `PrintFlags` is set field by field so that flags added later keep their defaults.
    #[allow(clippy::field_reassign_with_default)]
    fn print<const DEBUGINFO: bool, const NAMELOC: bool>(
        ctx: &Context,
        op: crate::ir::Op,
    ) -> String {
        let mut flags = PrintFlags::default();
        flags.generic = true;
        flags.debuginfo = DEBUGINFO;
        flags.nameloc_as_prefix = NAMELOC;
        crate::text::printer::ops::print_op_local(ctx, op, flags)
    }
    match (debuginfo, nameloc) {
        (false, false) => print::<false, false>,
        (false, true) => print::<false, true>,
        (true, false) => print::<true, false>,
        (true, true) => print::<true, true>,
    }
}

/// Verifies `op` and, on a second thread, prepares its printing
/// ([`crate::text::printer::ops::prepare_top_level_unverified`]); the preparation is `None` when no second
/// thread could be started.
fn verify_while_preparing(
    ctx: &Context,
    op: crate::ir::Op,
    vopts: crate::analysis::verifier::VerifyOptions,
    flags: PrintFlags,
) -> (
    Result<(), Vec<Diagnostic>>,
    Option<crate::text::printer::ops::PreparedPrint<'_>>,
) {
    std::thread::scope(|scope| {
        let helper = std::thread::Builder::new()
            .name("ods-opt-print-prep".into())
            .stack_size(64 << 20)
            .spawn_scoped(scope, move || {
                crate::text::printer::ops::prepare_top_level_unverified(ctx, op, flags)
            });
        let verified = crate::analysis::verifier::verify_with(ctx, op, vopts);
        let prepared = helper.ok().and_then(|h| h.join().ok());
        (verified, prepared)
    })
}

fn process_chunk_in(
    ctx: &mut Context,
    opts: &Options,
    name: &str,
    chunk: Chunk,
    timing: &mut Timing,
    stderr: &mut Vec<u8>,
    stdout: &mut dyn std::io::Write,
) -> bool {
    let Chunk {
        display,
        parse,
        first_line,
        start_col,
    } = chunk;
    let mut sm = SourceMgr::default();
    let buffer = sm.add(name, display, first_line);
    let mut diags: Vec<Diagnostic> = Vec::new();
    let mut ok = false;
    let parse_start = std::time::Instant::now();
    let parsed = crate::text::parser::ops::parse_source(
        ctx,
        parse.as_deref().unwrap_or(sm.buffer(buffer).text()),
        buffer,
        name,
        first_line,
        opts.implicit_module,
    );
    timing.parse += parse_start.elapsed();
    drop(parse);
    match parsed {
        Err(d) => diags.push(d),
        Ok(op) => {
            if !opts.verify_diagnostics && opts.input != "-" && opts.output != opts.input {
                // the IR holds everything it needs: free the text (diagnostics that show a
                // source line read the file again)
                sm.release_text(buffer, &opts.input);
            }
            fix_chunk_module_loc(ctx, op, name, (first_line, start_col), opts.implicit_module);
            // mlir-opt attaches `see current operation` notes unless verifying diagnostics.
            let vopts = if opts.verify_diagnostics {
                crate::analysis::verifier::VerifyOptions::default()
            } else {
                let mut v = crate::analysis::verifier::VerifyOptions::with_current_op_notes();
                v.op_printer = Some(note_op_printer(opts.debuginfo, opts.nameloc_as_prefix));
                v
            };
            let flags = PrintFlags {
                generic: opts.generic,
                debuginfo: opts.debuginfo,
                local_scope: opts.local_scope,
                nameloc_as_prefix: opts.nameloc_as_prefix,
            };
            let mut verified = Ok(());
            let mut passes_failed = false;
            // the options were checked when parsed: building the pass manager again cannot fail
            if let Ok(Some(mut pm)) = opts.pass_manager() {
                if opts.dump_pass_pipeline {
                    stderr.extend(pm.dump().bytes());
                    stderr.push(b'\n');
                }
                verified = crate::analysis::verifier::verify_with(ctx, op, vopts);
                if verified.is_ok() {
                    ctx.note_verified(op);
                    pm.verify_options = vopts;
                    let mut reports = Vec::new();
                    passes_failed = pm.run(ctx, op, &mut reports).is_err();
                    for r in reports {
                        match r {
                            Report::Text(t) => stderr.extend(t.bytes()),
                            Report::File {
                                folders,
                                name,
                                text,
                            } => write_dump_file(&opts.ir_tree_dir, &folders, &name, &text, stderr),
                            // in --verify-diagnostics mode diagnostics are matched at the end
                            Report::Diagnostic(d) if opts.verify_diagnostics => diags.push(d),
                            Report::Diagnostic(d) => stderr.extend(render_bytes(ctx, &sm, &d)),
                        }
                    }
                    if opts.pass_statistics {
                        stderr.extend(statistics_report(&pm, opts.statistics_display).bytes());
                    }
                    timing.add_passes(&pm);
                }
            }
            if passes_failed {
                verified = Err(Vec::new());
            }
            let ctx: &Context = ctx;
            let output_start = std::time::Instant::now();
            let prepared = if verified.is_ok() && ctx.is_verified(op) {
                // the last pass verified the IR and nothing changed since
                None
            } else if verified.is_ok() {
                // the last verification and the printer's naming and alias pre-pass only read
                // the IR: run them side by side (mlir-opt verifies on several threads too)
                let (v, prepared) = verify_while_preparing(ctx, op, vopts, flags);
                verified = v;
                prepared
            } else {
                None
            };
            match verified {
                Err(ds) => diags.extend(ds),
                Ok(()) => {
                    let printed = match prepared {
                        Some(prep) => prep.emit(op, stdout),
                        None => crate::text::printer::ops::print_top_level(ctx, op, flags, stdout),
                    }
                    .and_then(|()| stdout.write_all(b"\n"));
                    let t = timing.output.get_or_insert_default();
                    *t += output_start.elapsed();
                    match printed {
                        Ok(()) => ok = true,
                        Err(e) => diags.push(Diagnostic::error(
                            DiagLoc::Loc(ctx.common.unknown_loc),
                            format!("failed to print: {e}"),
                        )),
                    }
                }
            }
        }
    }
    if opts.verify_diagnostics {
        let mut v = ExpectationChecker::new(sm.buffer(buffer).text(), first_line, name);
        for d in &diags {
            v.process(ctx, &sm, buffer, d, stderr);
            for n in &d.notes {
                v.process(ctx, &sm, buffer, n, stderr);
            }
        }
        v.finish(&sm, buffer, stderr)
    } else {
        for d in &diags {
            stderr.extend(render_bytes(ctx, &sm, d));
        }
        ok && !diags.iter().any(|d| d.severity == Severity::Error)
    }
}

/// Writes an IR dump into the tree under `root` (`--mlir-print-ir-tree-dir`): the folders
/// are made as needed, the file is replaced; a failure is reported on stderr as mlir-opt
/// words it, and the dump is dropped.
fn write_dump_file(root: &str, folders: &[String], name: &str, text: &str, stderr: &mut Vec<u8>) {
    let mut path = std::path::PathBuf::from(root);
    let mut made = |path: &std::path::Path| match std::fs::create_dir(path) {
        // an existing path is fine, as LLVM's `create_directory` ignoring existing ones: a
        // file in the way fails below
        Err(e) if e.kind() != std::io::ErrorKind::AlreadyExists => {
            let msg = format!(
                "Error while creating directory {}: {}\n",
                path.display(),
                io_reason(&e)
            );
            stderr.extend(msg.bytes());
            false
        }
        _ => true,
    };
    if !made(&path) {
        return;
    }
    for folder in folders {
        path.push(folder);
        if !made(&path) {
            return;
        }
    }
    path.push(name);
    if let Err(e) = std::fs::write(&path, text) {
        let msg = format!(
            "Error opening output file {0}: cannot open output file '{0}': {1}\n",
            path.display(),
            io_reason(&e)
        );
        stderr.extend(msg.bytes());
    }
}

/// mlir-opt's `--mlir-pass-statistics` report (as a build with LLVM statistics prints it: the
/// packaged mlir-opt 22 has them off and prints the banner only): the banner, then in
/// `pipeline` display each pass in pipeline order under its pipelines, with its statistics;
/// in `list` display the passes with statistics merged by name, sorted by name.
fn statistics_report(pm: &PassManager, display: ReportDisplay) -> String {
    use crate::pass::manager::SummaryLine;
    let rule = "===-------------------------------------------------------------------------===";
    let mut out =
        format!("{rule}\n                         ... Pass statistics report ...\n{rule}\n");
    match display {
        ReportDisplay::Tree => {
            for line in pm.summary() {
                let depth = match &line {
                    SummaryLine::Collection { depth, .. }
                    | SummaryLine::Pipeline { depth, .. }
                    | SummaryLine::Pass { depth, .. } => *depth,
                };
                let indent = 2 * depth;
                match line {
                    SummaryLine::Collection { anchors, .. } => {
                        if anchors.len() > 1 {
                            let quoted: Vec<String> =
                                anchors.iter().map(|a| format!("'{a}'")).collect();
                            let name = format!("Pipeline Collection : [{}]", quoted.join(", "));
                            statistics_entry(&mut out, indent, &name, &[]);
                        }
                    }
                    SummaryLine::Pipeline { anchor, .. } => {
                        statistics_entry(&mut out, indent, &format!("'{anchor}' Pipeline"), &[]);
                    }
                    SummaryLine::Pass {
                        pass, statistics, ..
                    } => {
                        let stats: Vec<_> = pass
                            .info()
                            .statistics
                            .iter()
                            .zip(statistics)
                            .map(|(s, &v)| (s.name, s.description, v))
                            .collect();
                        statistics_entry(&mut out, indent, pass.info().name, &stats);
                    }
                }
            }
        }
        ReportDisplay::List => {
            // (pass name, its statistics summed over every instance)
            let mut merged: Vec<(&str, Vec<StatLine<'_>>)> = Vec::new();
            for line in pm.summary() {
                let SummaryLine::Pass {
                    pass, statistics, ..
                } = line
                else {
                    continue;
                };
                let info = pass.info();
                if info.statistics.is_empty() {
                    continue;
                }
                match merged.iter_mut().find(|(n, _)| *n == info.name) {
                    Some((_, stats)) => {
                        for (s, &v) in stats.iter_mut().zip(statistics) {
                            s.2 += v;
                        }
                    }
                    None => merged.push((
                        info.name,
                        info.statistics
                            .iter()
                            .zip(statistics)
                            .map(|(s, &v)| (s.name, s.description, v))
                            .collect(),
                    )),
                }
            }
            merged.sort_by(|a, b| a.0.cmp(b.0));
            for (name, stats) in &merged {
                statistics_entry(&mut out, 2, name, stats);
            }
        }
    }
    out.push('\n');
    out
}

/// A statistic as the report shows it: name, description, value.
type StatLine<'a> = (&'a str, &'a str, u64);

/// One entry of the statistics report: `name` indented by `indent`, then its statistics
/// `(name, description, value)` sorted by name, values right-aligned and names padded to the
/// widest.
fn statistics_entry(out: &mut String, indent: usize, name: &str, stats: &[StatLine<'_>]) {
    use std::fmt::Write as _;
    let _ = writeln!(out, "{}{name}", " ".repeat(indent));
    let mut stats = stats.to_vec();
    stats.sort_by(|a, b| a.0.cmp(b.0));
    let name_w = stats.iter().map(|s| s.0.len()).max().unwrap_or(0);
    let value_w = stats
        .iter()
        .map(|s| s.2.to_string().len())
        .max()
        .unwrap_or(0);
    for (n, d, v) in stats {
        let _ = writeln!(
            out,
            "{}(S) {v:>value_w$} {n:<name_w$} - {d}",
            " ".repeat(indent + 2)
        );
    }
}

/// mlir-opt locates a chunk's implicit module where the chunk starts, just after its marker;
/// the parser assumes the marker is at column 1. Moves the location when it is indented.
fn fix_chunk_module_loc(
    ctx: &mut Context,
    op: crate::ir::Op,
    name: &str,
    (first_line, start_col): (u32, u32),
    implicit_module: bool,
) {
    let assumed = SPLIT_MARKER.len() as u32 + 1;
    if !implicit_module || start_col == 0 || start_col == assumed {
        return;
    }
    let file = ctx.symbol(name);
    let parser_loc = ctx.file_line_col(file, first_line, assumed);
    if ctx.ir.op(op).loc == parser_loc {
        let loc = ctx.file_line_col(file, first_line, start_col);
        ctx.ir.op_mut(op).loc = loc;
    }
}

// ------------------------------------------------------------------------------------------
// --verify-diagnostics

/// One `expected-*` comment.
#[derive(Clone, Debug)]
struct Expected {
    severity: Severity,
    /// the line it applies to (0 for `@unknown`)
    line: u32,
    unknown: bool,
    /// byte offset of `expected-` in the chunk
    offset: u32,
    /// the text between `{{` and `}}`
    text: String,
    /// compiled `-re` pattern
    regex: Option<Regex>,
    matched: bool,
}

impl Expected {
    fn matches(&self, msg: &str) -> bool {
        match &self.regex {
            Some(r) => r.search(msg.as_bytes()),
            None => msg.contains(&self.text),
        }
    }
}

struct ExpectationChecker {
    name: String,
    expected: Vec<Expected>,
    ok: bool,
}

/// A parsed `expected-*` comment: offset of `expected-`, severity, `-re`, designator, text.
type ExpectationParts<'a> = (usize, Severity, bool, &'a [u8], &'a [u8]);

/// Parses one line as MLIR's expectation regex does:
/// `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`.
/// Returns (offset of `expected-`, severity, is_regex, designator, text).
fn parse_expectation(line: &[u8]) -> Option<ExpectationParts<'_>> {
    let mut from = 0;
    while let Some(p) = find(&line[from..], b"expected-") {
        let at = from + p;
        from = at + 1;
        let mut rest = &line[at + 9..];
        let sev = [
            ("error", Severity::Error),
            ("note", Severity::Note),
            ("remark", Severity::Remark),
            ("warning", Severity::Warning),
        ]
        .iter()
        .find(|(w, _)| rest.starts_with(w.as_bytes()));
        let Some(&(word, sev)) = sev else {
            continue;
        };
        rest = &rest[word.len()..];
        let re = rest.starts_with(b"-re");
        // `(-re)?` is optional: try with it first, then without (the regex would backtrack).
        let parsed = if re {
            parse_designator_and_text(&rest[3..]).map(|p| (true, p))
        } else {
            None
        }
        .or_else(|| parse_designator_and_text(rest).map(|p| (false, p)));
        if let Some((is_re, (designator, text))) = parsed {
            return Some((at, sev, is_re, designator, text));
        }
    }
    None
}

/// The part of an expectation after its kind: ` *(@designator)? *{{text}}`.
fn parse_designator_and_text(mut rest: &[u8]) -> Option<(&[u8], &[u8])> {
    while rest.first() == Some(&b' ') {
        rest = &rest[1..];
    }
    let mut designator: &[u8] = b"";
    if rest.first() == Some(&b'@') {
        let d = &rest[1..];
        let len = if d.starts_with(b"+") || d.starts_with(b"-") {
            let n = d[1..].iter().take_while(|c| c.is_ascii_digit()).count();
            if n == 0 {
                return None;
            }
            n + 1
        } else if let Some(w) = ["above", "below", "unknown"]
            .iter()
            .find(|w| d.starts_with(w.as_bytes()))
        {
            w.len()
        } else {
            return None;
        };
        designator = &d[..len];
        rest = &d[len..];
    }
    while rest.first() == Some(&b' ') {
        rest = &rest[1..];
    }
    let body = rest.strip_prefix(b"{{")?;
    let text = body.strip_suffix(b"}}")?;
    Some((designator, text))
}

impl ExpectationChecker {
    fn new(text: &[u8], first_line: u32, name: &str) -> Self {
        let mut expected: Vec<Expected> = Vec::new();
        let mut ok = true;
        let mut pending_below: Vec<usize> = Vec::new();
        let mut last_plain_line: u32 = 0;
        let lines: Vec<&[u8]> = text.split(|&c| c == b'\n').collect();
        let nlines = lines.len() as u32;
        let mut line_start = 0usize;
        for (i, raw) in lines.iter().enumerate() {
            let line_no = first_line + i as u32;
            let mut line = *raw;
            while let Some((&l, r)) = line.split_last() {
                if l.is_ascii_whitespace() {
                    line = r;
                } else {
                    break;
                }
            }
            let this_start = line_start;
            line_start += raw.len() + 1;
            let Some((at, severity, is_re, designator, body)) = parse_expectation(line) else {
                for &j in &pending_below {
                    expected[j].line = line_no;
                }
                pending_below.clear();
                last_plain_line = line_no;
                continue;
            };
            let text_s = String::from_utf8_lossy(body).into_owned();
            let regex = if is_re {
                match Regex::from_expectation(&text_s) {
                    Some(r) => Some(r),
                    None => {
                        ok = false;
                        continue;
                    }
                }
            } else {
                None
            };
            let mut e = Expected {
                severity,
                line: line_no,
                unknown: false,
                offset: (this_start + at) as u32,
                text: text_s,
                regex,
                matched: false,
            };
            let d = designator;
            if let Some(n) = d.strip_prefix(b"+") {
                e.line = line_no.saturating_add(parse_u32(n));
            } else if let Some(n) = d.strip_prefix(b"-") {
                e.line = line_no.wrapping_sub(parse_u32(n));
            } else if d == b"unknown" {
                e.unknown = true;
                e.line = 0;
            } else if d == b"above" {
                e.line = last_plain_line;
            } else if d == b"below" {
                pending_below.push(expected.len());
                e.line = first_line + nlines;
            }
            expected.push(e);
        }
        ExpectationChecker {
            name: name.to_string(),
            expected,
            ok,
        }
    }

    /// Checks one produced diagnostic (or note) against the expectations.
    fn process(
        &mut self,
        ctx: &Context,
        sm: &SourceMgr,
        buffer: u32,
        d: &Diagnostic,
        err: &mut Vec<u8>,
    ) {
        if d.is_silent() {
            return;
        }
        let kind = d.severity.as_str();
        // (file, line) of the diagnostic and the location to report an unexpected one at.
        let (file_line, report_loc): (Option<(String, u32)>, DiagLoc) = match d.loc {
            DiagLoc::Source { buffer: b, offset } => match sm.get(b) {
                Some(buf) => {
                    let (l, _) = buf.line_col(offset.min(buf.text().len() as u32));
                    (Some((buf.name.clone(), l)), d.loc)
                }
                None => (None, d.loc),
            },
            DiagLoc::Loc(l) => match find_file_loc(ctx, l) {
                Some((f, line, _)) => (
                    Some((f.to_string(), line)),
                    DiagLoc::Loc(find_file_loc_attr(ctx, l).unwrap_or(l)),
                ),
                None => (None, d.loc),
            },
        };
        let mut near_miss: Option<usize> = None;
        for (i, e) in self.expected.iter_mut().enumerate() {
            let applies = match &file_line {
                Some((f, line)) => *f == self.name && !e.unknown && e.line == *line,
                None => e.unknown,
            };
            if !applies || !e.matches(&d.message) {
                continue;
            }
            if e.severity == d.severity {
                e.matched = true;
                return;
            }
            near_miss = Some(i);
        }
        self.ok = false;
        if let Some(i) = near_miss {
            let e = &self.expected[i];
            let msg = format!(
                "'{kind}' diagnostic emitted when expecting a '{}'",
                e.severity.as_str()
            );
            err.extend(render_at_offset(
                sm,
                buffer,
                e.offset,
                Severity::Error,
                &msg,
                0,
            ));
        } else {
            let rd = Diagnostic::error(report_loc, format!("unexpected {kind}: {}", d.message));
            err.extend(render_bytes(ctx, sm, &rd));
        }
    }

    /// Reports expectations that were not met; true when everything matched.
    fn finish(&self, sm: &SourceMgr, buffer: u32, err: &mut Vec<u8>) -> bool {
        let mut ok = self.ok;
        for e in &self.expected {
            if e.matched {
                continue;
            }
            ok = false;
            let msg = format!(
                "expected {} \"{}\" was not produced",
                e.severity.as_str(),
                e.text
            );
            err.extend(render_at_offset(
                sm,
                buffer,
                e.offset,
                Severity::Error,
                &msg,
                e.text.len() as u32,
            ));
        }
        ok
    }
}

fn parse_u32(digits: &[u8]) -> u32 {
    digits.iter().fold(0u32, |acc, &c| {
        acc.saturating_mul(10).saturating_add((c - b'0') as u32)
    })
}

// ------------------------------------------------------------------------------------------
// A small backtracking regex for `expected-*-re` (POSIX extended subset: literals, `.`,
// `[...]` classes, `\` escapes, groups with `|`, `*` `+` `?` and `{m,n}` repetition, `^` `$`).

#[derive(Clone, Debug)]
enum Node {
    Byte(u8),
    Any,
    Class(Vec<(u8, u8)>, bool),
    Group(Vec<Vec<Node>>),
    Repeat(Box<Node>, u32, u32),
    Start,
    End,
}

/// A compiled `-re` expectation.
#[derive(Clone, Debug)]
struct Regex {
    seq: Vec<Node>,
}

const MAX_REPEAT: u32 = u32::MAX;

impl Regex {
    /// Builds the pattern of an `expected-*-re` text: `{{...}}` parts are regexes, the rest
    /// literal. None for an unterminated `{{` or an invalid regex.
    fn from_expectation(text: &str) -> Option<Regex> {
        let mut seq = Vec::new();
        let mut rest = text.as_bytes();
        loop {
            match find(rest, b"{{") {
                None => {
                    seq.extend(rest.iter().map(|&c| Node::Byte(c)));
                    break;
                }
                Some(p) => {
                    seq.extend(rest[..p].iter().map(|&c| Node::Byte(c)));
                    rest = &rest[p + 2..];
                    let end = find(rest, b"}}")?;
                    let mut pos = 0;
                    let alts = parse_alts(&rest[..end], &mut pos, 0)?;
                    if pos != end {
                        return None;
                    }
                    seq.push(Node::Group(alts));
                    rest = &rest[end + 2..];
                }
            }
        }
        Some(Regex { seq })
    }

    /// True when the pattern matches somewhere in `s`. The backtracking work (and with it the
    /// recursion depth) is bounded; a pattern that needs more is reported as not matching.
    fn search(&self, s: &[u8]) -> bool {
        let budget = Cell::new(10_000);
        (0..=s.len()).any(|i| match_seq(&self.seq, s, i, &budget, &mut |_| true))
    }
}

fn parse_alts(p: &[u8], pos: &mut usize, depth: u32) -> Option<Vec<Vec<Node>>> {
    if depth > 50 {
        return None;
    }
    let mut alts = vec![Vec::new()];
    while *pos < p.len() {
        let c = p[*pos];
        let atom = match c {
            b'|' => {
                *pos += 1;
                alts.push(Vec::new());
                continue;
            }
            b')' => break,
            b'(' => {
                *pos += 1;
                let g = parse_alts(p, pos, depth + 1)?;
                if p.get(*pos) != Some(&b')') {
                    return None;
                }
                *pos += 1;
                Node::Group(g)
            }
            b'.' => {
                *pos += 1;
                Node::Any
            }
            b'^' => {
                *pos += 1;
                Node::Start
            }
            b'$' => {
                *pos += 1;
                Node::End
            }
            b'[' => {
                *pos += 1;
                let neg = p.get(*pos) == Some(&b'^');
                if neg {
                    *pos += 1;
                }
                let mut ranges = Vec::new();
                let mut first = true;
                loop {
                    let &c = p.get(*pos)?;
                    if c == b']' && !first {
                        *pos += 1;
                        break;
                    }
                    first = false;
                    let lo = if c == b'\\' {
                        *pos += 1;
                        *p.get(*pos)?
                    } else {
                        c
                    };
                    *pos += 1;
                    if p.get(*pos) == Some(&b'-') && p.get(*pos + 1).is_some_and(|&c| c != b']') {
                        let hi = p[*pos + 1];
                        *pos += 2;
                        ranges.push((lo, hi));
                    } else {
                        ranges.push((lo, lo));
                    }
                }
                Node::Class(ranges, neg)
            }
            b'\\' => {
                let &e = p.get(*pos + 1)?;
                *pos += 2;
                match e {
                    b'd' => Node::Class(vec![(b'0', b'9')], false),
                    b'w' => Node::Class(
                        vec![(b'a', b'z'), (b'A', b'Z'), (b'0', b'9'), (b'_', b'_')],
                        false,
                    ),
                    b's' => Node::Class(vec![(b' ', b' '), (b'\t', b'\r')], false),
                    _ => Node::Byte(e),
                }
            }
            b'*' | b'+' | b'?' => return None,
            _ => {
                *pos += 1;
                Node::Byte(c)
            }
        };
        let atom = parse_repeat(p, pos, atom)?;
        alts.last_mut()?.push(atom);
    }
    Some(alts)
}

fn parse_repeat(p: &[u8], pos: &mut usize, mut atom: Node) -> Option<Node> {
    loop {
        let (lo, hi) = match p.get(*pos) {
            Some(b'*') => (0, MAX_REPEAT),
            Some(b'+') => (1, MAX_REPEAT),
            Some(b'?') => (0, 1),
            Some(b'{') => {
                let close = find(&p[*pos..], b"}")? + *pos;
                let body = std::str::from_utf8(&p[*pos + 1..close]).ok()?;
                let (a, b) = match body.split_once(',') {
                    Some((a, "")) => (a.parse().ok()?, MAX_REPEAT),
                    Some((a, b)) => (a.parse().ok()?, b.parse().ok()?),
                    None => {
                        let n = body.parse().ok()?;
                        (n, n)
                    }
                };
                *pos = close;
                (a, b)
            }
            _ => return Some(atom),
        };
        *pos += 1;
        atom = Node::Repeat(Box::new(atom), lo, hi);
    }
}

/// Matches `seq` at `i`, calling `k` with each end position until it accepts. `budget` bounds
/// the backtracking work.
fn match_seq(
    seq: &[Node],
    s: &[u8],
    i: usize,
    budget: &Cell<u32>,
    k: &mut dyn FnMut(usize) -> bool,
) -> bool {
    if budget.get() == 0 {
        return false;
    }
    budget.set(budget.get() - 1);
    let Some((first, rest)) = seq.split_first() else {
        return k(i);
    };
    match_node(first, s, i, budget, &mut |j| {
        match_seq(rest, s, j, budget, k)
    })
}

fn match_node(
    n: &Node,
    s: &[u8],
    i: usize,
    budget: &Cell<u32>,
    k: &mut dyn FnMut(usize) -> bool,
) -> bool {
    match n {
        Node::Byte(c) => s.get(i) == Some(c) && k(i + 1),
        Node::Any => i < s.len() && s[i] != b'\n' && k(i + 1),
        Node::Class(ranges, neg) => match s.get(i) {
            Some(&c) => ranges.iter().any(|&(a, b)| a <= c && c <= b) != *neg && k(i + 1),
            None => false,
        },
        Node::Start => i == 0 && k(i),
        Node::End => i == s.len() && k(i),
        Node::Group(alts) => alts.iter().any(|alt| match_seq(alt, s, i, budget, k)),
        Node::Repeat(inner, lo, hi) => repeat(inner, (*lo, *hi), s, i, 0, budget, k),
    }
}

fn repeat(
    inner: &Node,
    (lo, hi): (u32, u32),
    s: &[u8],
    i: usize,
    count: u32,
    budget: &Cell<u32>,
    k: &mut dyn FnMut(usize) -> bool,
) -> bool {
    if budget.get() == 0 || count as usize > s.len() + 1 {
        return false;
    }
    budget.set(budget.get() - 1);
    if count < hi
        && match_node(inner, s, i, budget, &mut |j| {
            j != i && repeat(inner, (lo, hi), s, j, count + 1, budget, k)
        })
    {
        return true;
    }
    count >= lo && k(i)
}

// ------------------------------------------------------------------------------------------
// The command-line entry point.

/// An `-opt` tool: the dialects its `setup` registers and the passes it knows (MLIR's core
/// passes, plus the tool's own). A dialect crate's `fn main` is
///
/// ```no_run
/// # fn register_dialects(_: &mut ods_runtime::Context) {}
/// # fn register_passes(_: &mut ods_runtime::PassRegistry) {}
/// ods_runtime::tool::driver::OptTool::new(register_dialects)
///     .passes(register_passes)
///     .main()
/// ```
#[derive(Clone, Debug)]
pub struct OptTool {
    setup: Setup,
    registry: PassRegistry,
}

impl OptTool {
    /// A tool with the dialects `setup` registers and MLIR's core passes.
    pub fn new(setup: Setup) -> Self {
        OptTool {
            setup,
            registry: PassRegistry::with_core_passes(),
        }
    }

    /// Registers more passes (e.g. the `register_passes` an `.ods` file generates).
    pub fn passes(mut self, register: fn(&mut PassRegistry)) -> Self {
        register(&mut self.registry);
        self
    }

    /// Registers the pass type `P`.
    pub fn pass<P: crate::pass::Pass + Default>(mut self) -> Self {
        self.registry.register::<P>();
        self
    }

    /// The passes the tool knows.
    pub fn registry(&self) -> &PassRegistry {
        &self.registry
    }

    /// Runs the tool on the process's arguments and exits with its code. Messages and the
    /// help text name the tool after the program (`calc-opt` for a `calc-opt` binary), as
    /// mlir-opt's do.
    pub fn main(&self) -> ! {
        let mut all = std::env::args_os();
        let tool = all
            .next()
            .map(std::path::PathBuf::from)
            .and_then(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| "ods-opt".to_string());
        let args: Vec<String> = all.map(|a| a.to_string_lossy().into_owned()).collect();
        std::process::exit(self.run(&tool, args))
    }

    /// Runs the tool called `tool` with `args` (without the program name): reads the input,
    /// processes it on a thread with a 64 MiB stack, writes stdout/stderr (or the `-o` file)
    /// and returns the exit code.
    pub fn run(&self, tool: &str, args: Vec<String>) -> i32 {
        run_tool(tool, args, self.setup, &self.registry)
    }
}

/// [`OptTool::main`] for a tool with the core passes only: the whole `fn main` of an `-opt`
/// binary whose dialects `setup` registers.
pub fn main_with_process_args(setup: Setup) -> ! {
    OptTool::new(setup).main()
}

/// Runs `ods-opt` with `args` (without the program name): reads the input, processes it on a
/// thread with a 64 MiB stack, writes stdout/stderr (or the `-o` file) and returns the exit code.
pub fn main(args: Vec<String>, setup: Setup) -> i32 {
    main_named("ods-opt", args, setup)
}

/// [`main`] for the tool called `tool` (its name in messages and the help text).
pub fn main_named(tool: &str, args: Vec<String>, setup: Setup) -> i32 {
    OptTool::new(setup).run(tool, args)
}

fn run_tool(tool: &str, args: Vec<String>, setup: Setup, registry: &PassRegistry) -> i32 {
    use std::io::{Read, Write};
    let opts = match Options::parse_with(tool, registry, args) {
        Ok(o) => o,
        Err(msg) => {
            let help = msg.starts_with("OVERVIEW: ");
            if help {
                print!("{msg}");
                return 0;
            }
            eprintln!("{msg}");
            return 1;
        }
    };
    let input = if opts.input == "-" {
        let mut v = Vec::new();
        if let Err(e) = std::io::stdin().read_to_end(&mut v) {
            eprintln!("cannot open input file '-': {e}");
            return 1;
        }
        v
    } else {
        match std::fs::read(&opts.input) {
            Ok(v) => v,
            Err(e) => {
                eprintln!("cannot open input file '{}': {}", opts.input, io_reason(&e));
                return 1;
            }
        }
    };
    let mut worker_opts = opts.clone();
    worker_opts.free_memory = false;
    // The output is streamed as it is printed. Like mlir-opt, an output file is created up
    // front and removed again when the run fails.
    let handle = std::thread::Builder::new()
        .name("ods-opt".into())
        .stack_size(64 << 20)
        .spawn(move || -> Result<(Vec<u8>, i32), String> {
            let opts = worker_opts;
            if opts.output == "-" {
                let mut so = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
                let (err, code) = run_input(&opts, input.into(), setup, &mut so);
                let _ = so.flush();
                return Ok((err, code));
            }
            let file = std::fs::File::create(&opts.output)
                .map_err(|e| format!("{}: {}", opts.output, io_reason(&e)))?;
            let mut w = std::io::BufWriter::with_capacity(1 << 16, file);
            let (err, mut code) = run_input(&opts, input.into(), setup, &mut w);
            if w.flush().is_err() && code == 0 {
                code = 1;
            }
            drop(w);
            if code != 0 && !opts.verify_diagnostics {
                let _ = std::fs::remove_file(&opts.output);
            }
            Ok((err, code))
        });
    let (stderr, code) = match handle.map(|h| h.join()) {
        Ok(Ok(Ok(o))) => o,
        Ok(Ok(Err(msg))) => {
            eprintln!("{msg}");
            return 1;
        }
        _ => {
            eprintln!("{tool}: internal error");
            return 1;
        }
    };
    let _ = std::io::stderr().write_all(&stderr);
    code
}

fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        // the system's message without Rust's ` (os error N)`, as LLVM prints it
        _ => {
            let text = e.to_string();
            match text.find(" (os error ") {
                Some(i) if text.ends_with(')') => text[..i].to_string(),
                _ => text,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    /// Runs `text`, saved as the file `file_text` says, through the owned-input path (which
    /// frees the text once parsed); returns stderr.
    fn run_released(name: &str, text: &str, file_text: &str) -> String {
        let path = std::env::temp_dir().join(format!("ods-opt-{}-{name}", std::process::id()));
        std::fs::write(&path, file_text).unwrap();
        let p = path.display().to_string();
        let opts = Options::parse(args(&p)).unwrap();
        let mut out = Vec::new();
        let (err, code) = run_input(&opts, text.as_bytes().to_vec().into(), |_| {}, &mut out);
        std::fs::remove_file(&path).unwrap();
        assert_eq!(code, 1);
        String::from_utf8(err).unwrap().replace(&p, "FILE")
    }

    #[test]
    fn freed_input_is_read_again_for_source_lines() {
        let text = "module @a {\n}\nmodule @a {\n}\n";
        let current = "FILE:3:1: note: see current operation: \n\
             \"builtin.module\"() <{sym_name = \"a\"}> ({\n\
             ^bb0:\n\
             }) : () -> ()\n";
        assert_eq!(
            run_released("same.mlir", text, text),
            format!(
                "FILE:3:1: error: redefinition of symbol named 'a'\nmodule @a {{\n^\n{current}\
                 FILE:1:1: note: see existing symbol definition here\nmodule @a {{\n^\n"
            )
        );
        // a file changed since it was read: no source lines rather than wrong ones
        let changed = text.replace("@a", "@b");
        assert_eq!(
            run_released("changed.mlir", text, &changed),
            format!(
                "FILE:3:1: error: redefinition of symbol named 'a'\n{current}\
                 FILE:1:1: note: see existing symbol definition here\n"
            )
        );
    }

    #[test]
    fn parses_options() {
        let o = Options::parse(args(
            "-allow-unregistered-dialect --mlir-print-op-generic x.mlir -o out.mlir --split-input-file",
        ))
        .unwrap();
        assert!(o.allow_unregistered && o.generic && o.split_input_file && o.implicit_module);
        assert_eq!(
            (o.input.as_str(), o.output.as_str()),
            ("x.mlir", "out.mlir")
        );
        let o = Options::parse(args("--no-implicit-module --verify-diagnostics -")).unwrap();
        assert!(!o.implicit_module && o.verify_diagnostics);
        assert_eq!(
            Options::parse(args("--bogus")).unwrap_err(),
            "ods-opt: Unknown command line argument '--bogus'.  Try: 'ods-opt --help'"
        );
    }

    #[test]
    fn messages_and_help_name_the_tool() {
        assert_eq!(
            Options::parse_for("calc-opt", args("--bogus")).unwrap_err(),
            "calc-opt: Unknown command line argument '--bogus'.  Try: 'calc-opt --help'"
        );
        assert_eq!(
            Options::parse_for("calc-opt", args("--split-input-file")).map(|o| o.tool),
            Ok("calc-opt".to_string())
        );
        let help = Options::parse_for("calc-opt", args("--help")).unwrap_err();
        assert!(help.starts_with("OVERVIEW: calc-opt: parse, verify, transform and print MLIR\n\nUSAGE: calc-opt [options] [FILE|-]\n"), "{help}");
        assert!(help.contains("\n  --mlir-print-local-scope "), "{help}");
        for flag in [
            "--mlir-print-ir-tree-dir=<dir> ",
            "--mlir-timing-display=<value>  ",
            "--mlir-pass-statistics-display=<value>\n",
        ] {
            assert!(help.contains(&format!("\n  {flag}")), "{flag}");
        }
        assert!(
            help.contains(
                "\nPasses:\n  --canonicalize                 Canonicalize operations\n      \
                 --top-down                 Seed the worklist in general top-down order\n"
            ),
            "{help}"
        );
    }

    #[test]
    fn timing_report_layout() {
        let ms = std::time::Duration::from_millis;
        let line = |depth, name: &str, time, analysis| TimingLine {
            depth,
            name: name.to_string(),
            time,
            analysis,
            dynamic: false,
            hidden: false,
            key: None,
        };
        let t = Timing {
            parse: ms(40),
            output: Some(ms(10)),
            passes: vec![
                TimingLine {
                    hidden: true,
                    ..line(0, "Pipeline Collection : ['func.func']", None, false)
                },
                line(0, "'func.func' Pipeline", None, false),
                line(1, "CSE", Some(ms(20)), false),
                line(2, "(A) DominanceInfo", Some(ms(5)), true),
                line(0, "Canonicalizer", Some(ms(10)), false),
            ],
        };
        let rule =
            "===-------------------------------------------------------------------------===";
        assert_eq!(
            t.report(ms(100), ReportDisplay::Tree),
            format!(
                "{rule}\n                         ... Execution time report ...\n{rule}\n  \
                 Total Execution Time: 0.1000 seconds\n\n  ----Wall Time----  ----Name----\n    \
                 0.0400 ( 40.0%)  Parser\n    0.0200 ( 20.0%)  'func.func' Pipeline\n    \
                 0.0200 ( 20.0%)    CSE\n    0.0050 (  5.0%)      (A) DominanceInfo\n    \
                 0.0100 ( 10.0%)  Canonicalizer\n    0.0100 ( 10.0%)  Output\n    \
                 0.0200 ( 20.0%)  Rest\n    0.1000 (100.0%)  Total\n"
            )
        );
        // the list: merged by name with the hidden timers (root, the pipeline's adaptor), by
        // decreasing time (ties in the order the timers were made)
        assert_eq!(
            t.report(ms(100), ReportDisplay::List),
            format!(
                "{rule}\n                         ... Execution time report ...\n{rule}\n  \
                 Total Execution Time: 0.1000 seconds\n\n  ----Wall Time----  ----Name----\n    \
                 0.1000 (100.0%)  root\n    0.0400 ( 40.0%)  Parser\n    \
                 0.0200 ( 20.0%)  Pipeline Collection : ['func.func']\n    \
                 0.0200 ( 20.0%)  'func.func' Pipeline\n    0.0200 ( 20.0%)  CSE\n    \
                 0.0100 ( 10.0%)  Canonicalizer\n    0.0100 ( 10.0%)  Output\n    \
                 0.0050 (  5.0%)  (A) DominanceInfo\n    \
                 0.0200 ( 20.0%)  Rest\n    0.1000 (100.0%)  Total\n"
            )
        );
    }

    #[test]
    fn splits_like_mlir_opt() {
        let text = b"a\n// -----\nb\n// ----\nc\n// ----- x\nd";
        let (chunks, near) = split_input(text);
        let shown: Vec<(&[u8], &[u8], u32)> = chunks
            .iter()
            .map(|c| (&c.display[..], c.parse.as_deref().unwrap(), c.first_line))
            .collect();
        assert_eq!(
            shown,
            vec![
                (&b"a\n"[..], &b"a\n"[..], 1),
                (
                    &b"// -----\nb\n// ----\nc\n"[..],
                    &b"        \nb\n// ----\nc\n"[..],
                    2
                ),
                (&b"// ----- x\nd"[..], &b"         x\nd"[..], 6),
            ]
        );
        assert_eq!(near, vec![19]);
    }

    #[test]
    fn parses_expectations() {
        let text = b"x // expected-error @+1 {{a b}}\n\
                     // expected-note@below {{n}}\n\
                     y\n\
                     // expected-remark @above {{r}} \n\
                     // expected-warning-re {{w{{[0-9]+}}}}\n\
                     // expected-error @bogus {{z}}\n\
                     // expected-error@unknown {{u}}\n";
        let c = ExpectationChecker::new(text, 10, "f");
        let got: Vec<(Severity, u32, bool, &str)> = c
            .expected
            .iter()
            .map(|e| (e.severity, e.line, e.unknown, e.text.as_str()))
            .collect();
        assert_eq!(
            got,
            vec![
                (Severity::Error, 11, false, "a b"),
                (Severity::Note, 12, false, "n"),
                (Severity::Remark, 12, false, "r"),
                (Severity::Warning, 14, false, "w{{[0-9]+}}"),
                (Severity::Error, 0, true, "u"),
            ]
        );
        assert_eq!(c.expected[0].offset, 5);
        assert!(c.expected[3].matches("xw42y"));
        assert!(!c.expected[3].matches("xwy"));
    }

    #[test]
    fn regex_subset() {
        let r = |p: &str, s: &str| Regex::from_expectation(p).unwrap().search(s.as_bytes());
        assert!(r("op {{.*}} here", "op foo bar here"));
        assert!(r("{{^}}start", "start x"));
        assert!(!r("{{^}}start", "x start"));
        assert!(r("v{{(a|b)+}}!", "vabba!"));
        assert!(r("{{[^a-c]}}", "d"));
        assert!(!r("{{[^a-c]}}", "abc"));
        assert!(r("i{{[0-9]{2}$}}", "i32"));
        assert!(!r("i{{[0-9]{2}$}}", "i321"));
        assert!(Regex::from_expectation("{{unterminated").is_none());
    }
}

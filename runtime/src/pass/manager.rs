//! The pass manager: a tree of pipelines, each anchored on an op name (or `any`), holding
//! passes and nested pipelines; [`PassManager::run`] runs it on an op as mlir-opt does with
//! `--mlir-disable-threading`.
//!
//! - Building: [`PassManager::from_pipeline`] takes a parsed [`PassPipeline`] with explicit
//!   nesting (a pass anchored on another op is an error, as in mlir-opt's `--pass-pipeline`);
//!   [`PassManager::add_pass_nested`] nests implicitly (mlir-opt's per-pass flags such as
//!   `--cse`). Option errors and nesting errors are [`BuildError`]s rendered with mlir-opt's
//!   messages.
//! - Running: a nested pipeline runs on every op directly inside the op its parent runs on
//!   whose name is its anchor, in IR order; the first failure stops the run. As in mlir-opt,
//!   adjacent nested pipelines are first merged into one step (`func.func(cse),func.func(
//!   canonicalize)` runs both passes on one function before the next; different anchors run
//!   op by op in IR order), which the timing and statistics reports show as mlir-opt's
//!   `Pipeline Collection`; `--dump-pass-pipeline` shows the pipeline as built. After each pass
//!   the op it ran on is verified (unless `verify_each` is off or the pass kept every
//!   analysis). Everything the run reports (IR dumps, diagnostics) comes back in order as
//!   [`Report`]s.
//! - Instrumentation: IR printing before/after passes ([`IrPrinting`], mlir-opt's
//!   `--mlir-print-ir-*` headers), per-pass wall time for `--mlir-timing`, statistics for
//!   `--mlir-pass-statistics`.
//! - Dynamic pipelines: a pass may run a pass manager of its own on an op
//!   ([`PassState::run_pipeline`], as `inline` runs its optimization pipelines). It runs under
//!   the instrumentation of the pass manager running the pass, as in mlir-opt: the same IR
//!   dumps, `see current operation` notes and registry, and its times are kept with the pass
//!   ([`DynamicPipeline`]) for the timing report, which shows them at the top level as
//!   mlir-opt does. The statistics report, like mlir-opt's, shows only the static pipeline.
//!
//! Pipelines and runs use explicit stacks, never recursion, so 100,000-deep nesting of
//! anchors or of IR is no problem.

use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::options::OptionError;
use super::pipeline::{split_pass_options, EntryId, EntryKind, PassPipeline, PipelineError};
use super::{AnalysisCache, Pass, PassFailure, PassRegistry, PassResult, PassState};
use crate::analysis::verifier::{verify_with, VerifyOptions};
use crate::ir::context::Context;
use crate::ir::diagnostics::{DiagLoc, Diagnostic};
use crate::ir::Op;
use crate::text::printer::{ops as op_printer, PrintFlags};

/// Index of a pipeline in its [`PassManager`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PipelineId(usize);

#[derive(Clone, Copy, Debug)]
enum Item {
    /// index into `PassManager::passes`
    Pass(usize),
    /// index into `PassManager::pipelines`
    Nested(usize),
}

/// What a pipeline runs once mlir-opt's merging of adjacent nested pipelines is done (see
/// [`PassManager::build_plan`]).
#[derive(Clone, Debug)]
enum Step {
    /// index into `PassManager::passes`
    Pass(usize),
    /// nested pipelines (indices into `PassManager::pipelines`) run as one: each op directly
    /// inside runs the one anchored on its name (or the op-agnostic one), in IR order
    Adaptor(Vec<usize>),
}

struct Pipeline {
    anchor: String,
    /// the pipeline it is nested in (`None` for the root)
    parent: Option<usize>,
    items: Vec<Item>,
    /// it ran on an op (mlir-opt's timing report leaves out what never ran)
    ran: bool,
    /// when it first ran, counted over the pass manager's pipelines (the timing report
    /// shows the pipelines of a collection in that order)
    first_run: Option<usize>,
}

struct PassSlot {
    pass: Box<dyn Pass>,
    statistics: Vec<u64>,
    time: Duration,
    /// analyses the pass computed, with their time (in first-use order)
    analyses: Vec<(&'static str, Duration)>,
    /// the pipelines the pass ran itself, in the order they first ran
    dynamic: Vec<DynamicPipeline>,
    /// where each pass manager's record is in `dynamic`, by id
    dynamic_index: crate::ir::context::FxHashMap<u64, usize>,
    /// it ran on an op
    ran: bool,
}

/// The times of a pipeline a pass ran itself ([`PassState::run_pipeline`]), summed over its
/// runs. mlir-opt's timing report shows it at the top level (merged with the other dynamic
/// pipelines of the same anchor), after the top-level entry the pass ran in.
#[derive(Clone, Debug)]
pub struct DynamicPipeline {
    /// the pass manager that ran (one per pipeline instance)
    id: u64,
    /// its anchor
    pub anchor: String,
    /// its passes, nested pipelines and analyses, depth-first
    pub lines: Vec<TimedLine>,
}

/// One line of a timing report below its pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimedLine {
    /// nesting depth (1 for the entries directly in the pipeline)
    pub depth: usize,
    /// as the report shows it: `CSE`, `'func.func' Pipeline`, `(A) DominanceInfo`
    pub name: String,
    /// wall time; `None` for a nested pipeline, whose time is that of its passes
    pub time: Option<Duration>,
    /// an analysis (its time is part of its pass's)
    pub analysis: bool,
    /// a group of nested pipelines run together (`Pipeline Collection : ['a']`, time `None`:
    /// that of its pipelines, which follow at the same depth), hidden in the tree layout
    pub hidden: bool,
}

/// How a running pass manager instruments its passes; the pipelines its passes run
/// themselves ([`PassState::run_pipeline`]) share it.
pub(crate) struct Instrumentation {
    printing: IrPrinting,
    print_before: Vec<String>,
    print_after: Vec<String>,
    verify_options: VerifyOptions,
    /// the passes of the tool
    pub(crate) registry: PassRegistry,
    /// the tool's name
    pub(crate) tool: String,
    /// IR dumps go to files ([`Report::File`])
    to_files: bool,
    /// how many times each op was dumped to a file, less one (MLIR's per-op counters of its
    /// file-tree printer; an ancestor counts from 0 when a nested op is dumped first)
    file_counters: std::cell::RefCell<crate::ir::context::FxHashMap<Op, u32>>,
    /// the run started on verified IR ([`Context::is_verified`]) and verifies after every
    /// pass that changes the IR: an op a pass left unchanged is still verified, and verifying
    /// it again is skipped (false inside pipelines a pass runs itself, whose IR the pass may
    /// have changed without verifying it yet)
    verified_input: std::cell::Cell<bool>,
}

impl std::fmt::Debug for Instrumentation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Instrumentation")
            .field("printing", &self.printing)
            .field("tool", &self.tool)
            .finish_non_exhaustive()
    }
}

impl Instrumentation {
    /// The report of an IR dump of `op` after or before the pass `argument`: the text for
    /// stderr, or with [`PassManager::print_to_files`] the file of the dump tree (mlir-opt's
    /// file-tree IR printer: the op's counter goes up by one, its ancestors' are read, as 0
    /// when they have none yet).
    fn dump_report(&self, ctx: &Context, op: Op, argument: &str, text: String) -> Report {
        if !self.to_files {
            return Report::Text(text);
        }
        let mut counters = self.file_counters.borrow_mut();
        counters
            .entry(op)
            .and_modify(|c| *c = c.wrapping_add(1))
            .or_insert(0);
        let (mut folders, mut counts) = (Vec::new(), Vec::new());
        let mut at = Some(op);
        while let Some(o) = at {
            counts.push(*counters.entry(o).or_insert(0));
            let symbol = crate::ods::verify::op_attr(ctx, o, "sym_name")
                .filter(|&a| matches!(ctx.attr_kind(a), crate::AttrKind::String { .. }))
                .map_or("no-symbol-name".to_string(), |a| {
                    crate::ods::preds::str_attr_value(ctx, a).replace(['/', '\\'], "_")
                });
            let name = ctx.str(ctx.ir.op(o).name).replace('.', "_");
            folders.push(format!("{name}_{symbol}"));
            at = ctx.ir.parent_op(o);
        }
        folders.reverse();
        counts.reverse();
        let mut name = counts
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join("_");
        name.push('_');
        name.push_str(argument);
        name.push_str(".mlir");
        Report::File {
            folders,
            name,
            text,
        }
    }
}

/// Numbers pass managers, so that the runs of one dynamic pipeline are told from another's.
static NEXT_ID: AtomicU64 = AtomicU64::new(0);

/// What went wrong adding a pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// An option did not parse.
    Option {
        /// The pass argument.
        pass: String,
        /// The options text as written between the braces.
        options: String,
        /// What was wrong.
        error: OptionError,
    },
    /// A pass anchored on one op was added to a pipeline anchored on another.
    Nesting {
        /// The pass argument.
        pass: String,
        /// The pass's display name.
        name: String,
        /// The pass's anchor.
        pass_anchor: String,
        /// The pipeline's anchor.
        pipeline_anchor: String,
        /// The options text as written between the braces.
        options: String,
    },
    /// An error adding a pass inside nested pipelines (mlir-opt names each of them).
    InPipelines {
        /// The error (never itself `InPipelines`).
        error: Box<BuildError>,
        /// The anchors of the pipelines the pass was in, innermost first (the root's left out).
        anchors: Vec<String>,
    },
}

/// Why a pipeline given as an option value (`inline`'s `op-pipelines` and
/// `default-pipeline`) was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NestedPipelineError {
    /// Its text does not parse.
    Syntax(PipelineError),
    /// One of its passes could not be added.
    Build(BuildError),
}

impl NestedPipelineError {
    /// What mlir-opt's pipeline parser writes to stderr for it (`tool` names the program in
    /// option-parser messages); the error of the pass whose option held the pipeline follows.
    pub fn render(&self, tool: &str) -> String {
        match self {
            NestedPipelineError::Syntax(e) => e.render(),
            NestedPipelineError::Build(e) => e.render_nested(tool),
        }
    }
}

impl BuildError {
    /// What mlir-opt writes when this error happens while a pipeline given as an option value
    /// is built: the parser's own message, then `failed to add ...`, each on a line.
    pub fn render_nested(&self, tool: &str) -> String {
        if let BuildError::InPipelines { error, anchors } = self {
            return error.render_nested(tool) + &inner_pipeline_lines(anchors);
        }
        let (head, pass, options) = match self {
            BuildError::Option {
                pass,
                options,
                error,
            } => {
                let head = match error {
                    OptionError::NoSuchOption(name) => {
                        format!("<Pass-Options-Parser>: no such option {name}\n\n")
                    }
                    OptionError::Invalid { option, message } => {
                        format!("{tool}: for the --{option} option: {message}\n\n")
                    }
                    OptionError::Pipeline(nested) => format!("{}\n", nested.render(tool)),
                };
                (head, pass, options)
            }
            BuildError::InPipelines { .. } => return String::new(),
            BuildError::Nesting {
                pass,
                name,
                pass_anchor,
                pipeline_anchor,
                options,
            } => (
                format!(
                    "Can't add pass '{name}' restricted to '{pass_anchor}' on a PassManager \
                     intended to run on '{pipeline_anchor}', did you intend to nest?\n"
                ),
                pass,
                options,
            ),
        };
        format!("{head}failed to add `{pass}` with options `{options}`\n")
    }

    /// mlir-opt's stderr for this error. `in_pipeline`: the pass came from `--pass-pipeline`
    /// text (which adds the `failed to add` line); otherwise from its own flag. `tool` names the
    /// program in option-parser messages.
    pub fn render(&self, tool: &str, in_pipeline: bool) -> String {
        if let BuildError::InPipelines { error, anchors } = self {
            let inner = error.render(tool, in_pipeline);
            let inner = inner.strip_suffix('\n').unwrap_or(&inner);
            return format!("{inner}{}\n", inner_pipeline_lines(anchors));
        }
        let (head, pass, options) = match self {
            BuildError::Option {
                pass,
                options,
                error: OptionError::NoSuchOption(name),
            } => (
                format!("<unknown>:0: error: <Pass-Options-Parser>: no such option {name}\n\n"),
                pass,
                options,
            ),
            BuildError::Option {
                pass,
                options,
                error: OptionError::Invalid { option, message },
            } => (
                format!("{tool}: for the --{option} option: {message}\n<unknown>:0: error: \n"),
                pass,
                options,
            ),
            BuildError::Option {
                pass,
                options,
                error: OptionError::Pipeline(nested),
            } => (
                format!("{}<unknown>:0: error: \n", nested.render(tool)),
                pass,
                options,
            ),
            BuildError::Nesting {
                pass,
                name,
                pass_anchor,
                pipeline_anchor,
                options,
            } => (
                format!(
                    "<unknown>:0: error: Can't add pass '{name}' restricted to '{pass_anchor}' on \
                     a PassManager intended to run on '{pipeline_anchor}', did you intend to nest?\n"
                ),
                pass,
                options,
            ),
            BuildError::InPipelines { .. } => return String::new(),
        };
        if in_pipeline {
            format!("{head}failed to add `{pass}` with options `{options}`\n\n")
        } else {
            head
        }
    }
}

/// mlir-opt's lines for the pipelines a pass that could not be added was nested in
/// (innermost first).
fn inner_pipeline_lines(anchors: &[String]) -> String {
    anchors
        .iter()
        .map(|a| format!("failed to add `{a}` with options `` to inner pipeline\n"))
        .collect()
}

/// What a run reports, in the order it happened.
#[derive(Clone, Debug)]
pub enum Report {
    /// Text for stderr (an IR dump).
    Text(String),
    /// A diagnostic (from a pass or the verifier).
    Diagnostic(Diagnostic),
    /// An IR dump for a file of the tree `--mlir-print-ir-tree-dir` names
    /// ([`PassManager::print_to_files`]).
    File {
        /// The folders below the tree's root, outermost first: one per op from the top-level
        /// op down to the op the pass ran on, `<op name with '_' for '.'>_<symbol name or
        /// no-symbol-name>` (`builtin_module_no-symbol-name`, `func_func_f`).
        folders: Vec<String>,
        /// The file name: the dump counters of those ops joined by `_`, then the pass
        /// argument (`0_1_cse.mlir`).
        name: String,
        /// The dump, as it would go to stderr.
        text: String,
    },
}

/// mlir-opt's `--mlir-print-ir-*` flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IrPrinting {
    /// `--mlir-print-ir-before-all`
    pub before_all: bool,
    /// `--mlir-print-ir-after-all`
    pub after_all: bool,
    /// `--mlir-print-ir-after-change`: with `after_all`, only when the pass changed the IR
    pub after_change: bool,
    /// `--mlir-print-ir-after-failure`
    pub after_failure: bool,
    /// `--mlir-print-ir-module-scope`: print the top-level op whatever the pass ran on
    pub module_scope: bool,
    /// how to print (generic form, debug info, ...)
    pub flags: PrintFlags,
}

/// A tree of pipelines with their passes, ready to run.
pub struct PassManager {
    id: u64,
    pipelines: Vec<Pipeline>,
    passes: Vec<PassSlot>,
    /// The passes of the tool: the pipelines passes run themselves are built from it (the
    /// core passes unless set; [`PassManager::from_pipeline`] sets it).
    pub registry: PassRegistry,
    /// The tool's name, which option-parser messages of those pipelines show (`ods-opt`).
    pub tool: String,
    /// Verify the op a pass ran on after the pass (mlir-opt's `--verify-each`, on by default).
    pub verify_each: bool,
    /// How to verify (`see current operation` notes).
    pub verify_options: VerifyOptions,
    /// IR dumps around passes.
    pub ir_printing: IrPrinting,
    /// Pass arguments to dump the IR before (`--mlir-print-ir-before=a,b`).
    pub print_before: Vec<String>,
    /// Pass arguments to dump the IR after (`--mlir-print-ir-after=a,b`).
    pub print_after: Vec<String>,
    /// IR dumps come back as [`Report::File`]s, for mlir-opt's `--mlir-print-ir-tree-dir`,
    /// rather than as text for stderr.
    pub print_to_files: bool,
    analyses: AnalysisCache,
    /// the steps of each pipeline, made when the pass manager first runs
    plan: Option<Vec<Vec<Step>>>,
    /// how many pipelines have run (see `Pipeline::first_run`)
    runs: usize,
}

impl std::fmt::Debug for PassManager {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.dump())
    }
}

impl PassManager {
    /// An empty pass manager whose root pipeline is anchored on `anchor` (`builtin.module`,
    /// or `any`).
    pub fn new(anchor: &str) -> Self {
        PassManager {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            registry: PassRegistry::with_core_passes(),
            tool: "ods-opt".to_string(),
            pipelines: vec![Pipeline {
                anchor: anchor.to_string(),
                parent: None,
                items: Vec::new(),
                ran: false,
                first_run: None,
            }],
            passes: Vec::new(),
            verify_each: true,
            verify_options: VerifyOptions::default(),
            ir_printing: IrPrinting::default(),
            print_before: Vec::new(),
            print_after: Vec::new(),
            print_to_files: false,
            analyses: AnalysisCache::default(),
            plan: None,
            runs: 0,
        }
    }

    /// The root pipeline.
    pub fn root(&self) -> PipelineId {
        PipelineId(0)
    }

    /// The anchor of `pipeline`.
    pub fn anchor(&self, pipeline: PipelineId) -> &str {
        &self.pipelines[pipeline.0].anchor
    }

    /// Appends a new pipeline anchored on `anchor` to `parent`.
    pub fn nest(&mut self, parent: PipelineId, anchor: &str) -> PipelineId {
        let id = self.pipelines.len();
        self.pipelines.push(Pipeline {
            anchor: anchor.to_string(),
            parent: Some(parent.0),
            items: Vec::new(),
            ran: false,
            first_run: None,
        });
        self.pipelines[parent.0].items.push(Item::Nested(id));
        PipelineId(id)
    }

    /// Appends `pass` to `pipeline`; a pass anchored on another op than the pipeline's is an
    /// error (mlir-opt's explicit nesting). `options` is the options text, for the message.
    pub fn add_pass(
        &mut self,
        pipeline: PipelineId,
        pass: Box<dyn Pass>,
        options: &str,
    ) -> Result<(), BuildError> {
        let info = pass.info();
        let anchor = &self.pipelines[pipeline.0].anchor;
        if let Some(pa) = info.anchor {
            if anchor != "any" && anchor != pa {
                return Err(BuildError::Nesting {
                    pass: info.argument.to_string(),
                    name: info.name.to_string(),
                    pass_anchor: pa.to_string(),
                    pipeline_anchor: anchor.clone(),
                    options: options.to_string(),
                });
            }
        }
        self.push_pass(pipeline, pass);
        Ok(())
    }

    /// Appends `pass` to `pipeline`, first nesting a new pipeline on the pass's anchor when it
    /// differs from the pipeline's (mlir-opt's implicit nesting, used for per-pass flags).
    pub fn add_pass_nested(&mut self, pipeline: PipelineId, pass: Box<dyn Pass>) {
        let target = match pass.info().anchor {
            Some(pa) if self.pipelines[pipeline.0].anchor != pa => self.nest(pipeline, pa),
            _ => pipeline,
        };
        self.push_pass(target, pass);
    }

    fn push_pass(&mut self, pipeline: PipelineId, pass: Box<dyn Pass>) {
        let n = pass.info().statistics.len();
        self.passes.push(PassSlot {
            pass,
            statistics: vec![0; n],
            time: Duration::ZERO,
            analyses: Vec::new(),
            dynamic: Vec::new(),
            dynamic_index: Default::default(),
            ran: false,
        });
        let id = self.passes.len() - 1;
        self.pipelines[pipeline.0].items.push(Item::Pass(id));
    }

    /// Makes a pass from the registry and sets its options from `options` text (the text
    /// between a pass's braces, or the value of its flag).
    pub fn create_pass(
        registry: &PassRegistry,
        argument: &str,
        options: Option<&str>,
    ) -> Result<Option<Box<dyn Pass>>, BuildError> {
        match PassManager::create_pass_partial(registry, argument, options) {
            None => Ok(None),
            Some((_, Some(error))) => Err(error),
            Some((pass, None)) => Ok(Some(pass)),
        }
    }

    /// [`PassManager::create_pass`] that keeps the pass when an option fails, with the options
    /// before the bad one set, next to the error.
    fn create_pass_partial(
        registry: &PassRegistry,
        argument: &str,
        options: Option<&str>,
    ) -> Option<(Box<dyn Pass>, Option<BuildError>)> {
        let reg = registry.lookup(argument)?;
        let mut pass = (reg.create)();
        let mut error = None;
        if let Some(text) = options {
            for opt in split_pass_options(text) {
                if let Err(e) = pass.set_option_with(opt.key, opt.unwrapped_value(), registry) {
                    error = Some(BuildError::Option {
                        pass: argument.to_string(),
                        options: text.to_string(),
                        error: e,
                    });
                    break;
                }
            }
        }
        Some((pass, error))
    }

    /// Builds a pass manager from a parsed pipeline (explicit nesting). Every pass name must be
    /// registered (the pipeline parser checked them against the same registry).
    pub fn from_pipeline(
        pipeline: &PassPipeline,
        registry: &PassRegistry,
    ) -> Result<PassManager, BuildError> {
        match PassManager::build(pipeline, registry, false) {
            (pm, None) => Ok(pm),
            (_, Some(error)) => Err(error),
        }
    }

    /// Builds a pass manager from a parsed pipeline the way mlir-opt fills a pipeline a pass
    /// builds itself (`inline`'s `default-pipeline`): passes are added up to the first
    /// error, which comes back with the pass manager; a pass whose options failed is still
    /// added, with the options before the bad one set.
    pub fn from_pipeline_partial(
        pipeline: &PassPipeline,
        registry: &PassRegistry,
    ) -> (PassManager, Option<BuildError>) {
        PassManager::build(pipeline, registry, true)
    }

    fn build(
        pipeline: &PassPipeline,
        registry: &PassRegistry,
        keep_failed: bool,
    ) -> (PassManager, Option<BuildError>) {
        let mut pm = PassManager::new(pipeline.anchor());
        pm.registry = registry.clone();
        let mut work: Vec<(PipelineId, EntryId)> = pipeline
            .top_entries()
            .iter()
            .rev()
            .map(|e| (pm.root(), *e))
            .collect();
        while let Some((parent, id)) = work.pop() {
            let entry = pipeline.entry(id);
            match &entry.kind {
                EntryKind::Pass { options } => {
                    let made =
                        PassManager::create_pass_partial(registry, &entry.name, options.as_deref());
                    let Some((pass, error)) = made else {
                        continue;
                    };
                    if error.is_some() && !keep_failed {
                        let error = error.map(|e| pm.in_pipelines(parent, e));
                        return (pm, error);
                    }
                    let added = pm.add_pass(parent, pass, options.as_deref().unwrap_or(""));
                    if let Some(e) = error.or(added.err()) {
                        let e = pm.in_pipelines(parent, e);
                        return (pm, Some(e));
                    }
                }
                EntryKind::Nested { entries } => {
                    let nested = pm.nest(parent, &entry.name);
                    work.extend(entries.iter().rev().map(|e| (nested, *e)));
                }
            }
        }
        (pm, None)
    }

    /// `error`, from adding a pass to `pipeline`, with the anchors of the pipelines it is in
    /// when that is not the root.
    fn in_pipelines(&self, pipeline: PipelineId, error: BuildError) -> BuildError {
        let mut anchors = Vec::new();
        let mut at = pipeline.0;
        while let Some(parent) = self.pipelines[at].parent {
            anchors.push(self.pipelines[at].anchor.clone());
            at = parent;
        }
        if anchors.is_empty() {
            error
        } else {
            BuildError::InPipelines {
                error: Box::new(error),
                anchors,
            }
        }
    }

    /// The number of passes and nested pipelines directly in the root pipeline.
    pub fn len(&self) -> usize {
        self.pipelines[0].items.len()
    }

    /// Whether the root pipeline is empty.
    pub fn is_empty(&self) -> bool {
        self.pipelines[0].items.is_empty()
    }

    /// mlir-opt's `--dump-pass-pipeline` text: `Pass Manager with N passes:` and the pipeline,
    /// one entry per line, options printed with their values.
    pub fn dump(&self) -> String {
        let mut out = format!("Pass Manager with {} passes:\n", self.len());
        out.push_str(&self.pipelines[0].anchor);
        out.push_str("(\n");
        // (pipeline, next item, depth)
        let mut stack = vec![(0usize, 0usize, 1usize)];
        while let Some(top) = stack.last_mut() {
            let (p, i, depth) = *top;
            let items = &self.pipelines[p].items;
            if i == items.len() {
                stack.pop();
                out.push_str(&"  ".repeat(depth - 1));
                out.push(')');
                if let Some(parent) = stack.last() {
                    if parent.1 < self.pipelines[parent.0].items.len() {
                        out.push(',');
                    }
                }
                out.push('\n');
                continue;
            }
            top.1 += 1;
            let last = i + 1 == items.len();
            out.push_str(&"  ".repeat(depth));
            match items[i] {
                Item::Pass(s) => {
                    let pass = &self.passes[s].pass;
                    out.push_str(pass.info().argument);
                    if !pass.info().options.is_empty() {
                        out.push('{');
                        pass.print_options(&mut out);
                        out.push('}');
                    }
                    if !last {
                        out.push(',');
                    }
                    out.push('\n');
                }
                Item::Nested(n) => {
                    out.push_str(&self.pipelines[n].anchor);
                    out.push_str("(\n");
                    stack.push((n, 0, depth + 1));
                }
            }
        }
        out
    }

    /// The pipeline as mlir-opt prints a pipeline option's value: on one line, each pass with
    /// every option (`func.func(cse,canonicalize{  max-iterations=10 ...})`).
    pub fn to_pipeline_string(&self) -> String {
        let mut out = format!("{}(", self.pipelines[0].anchor);
        // (pipeline, next item); no recursion
        let mut stack = vec![(0usize, 0usize)];
        while let Some(top) = stack.last_mut() {
            let (p, i) = *top;
            let Some(&item) = self.pipelines[p].items.get(i) else {
                stack.pop();
                out.push(')');
                continue;
            };
            top.1 += 1;
            if i > 0 {
                out.push(',');
            }
            match item {
                Item::Pass(s) => {
                    let pass = &self.passes[s].pass;
                    out.push_str(pass.info().argument);
                    if !pass.info().options.is_empty() {
                        out.push('{');
                        pass.print_options(&mut out);
                        out.push('}');
                    }
                }
                Item::Nested(n) => {
                    out.push_str(&self.pipelines[n].anchor);
                    out.push('(');
                    stack.push((n, 0));
                }
            }
        }
        out
    }

    /// Runs the pass manager on `op` (the root pipeline's anchor must be `op`'s name or
    /// `any`). Reports come back in order; [`PassFailure`] when a pass or the verifier after it failed
    /// (its diagnostics are among the reports).
    pub fn run(&mut self, ctx: &mut Context, op: Op, reports: &mut Vec<Report>) -> PassResult {
        let env = Rc::new(self.instrumentation());
        env.verified_input
            .set(self.verify_each && ctx.is_verified(op));
        self.run_with(ctx, op, &env, reports)
    }

    /// The instrumentation this pass manager's settings describe.
    pub(crate) fn instrumentation(&self) -> Instrumentation {
        Instrumentation {
            printing: self.ir_printing,
            print_before: self.print_before.clone(),
            print_after: self.print_after.clone(),
            verify_options: self.verify_options,
            registry: self.registry.clone(),
            tool: self.tool.clone(),
            to_files: self.print_to_files,
            file_counters: Default::default(),
            verified_input: std::cell::Cell::new(false),
        }
    }

    /// Runs the pass manager on `op` as a pipeline a pass runs itself, under the
    /// instrumentation `env` of the pass manager running that pass (its own printing and
    /// note settings are not used).
    pub(crate) fn run_dynamic(
        &mut self,
        ctx: &mut Context,
        op: Op,
        env: &Rc<Instrumentation>,
        reports: &mut Vec<Report>,
    ) -> PassResult {
        let verified = env.verified_input.replace(false);
        let result = self.run_with(ctx, op, env, reports);
        env.verified_input.set(verified);
        result
    }

    /// Adds this pass manager's times to `out` (replacing what an earlier run of it
    /// recorded), followed by the pipelines its passes ran themselves, which mlir-opt shows
    /// at the top level too.
    pub(crate) fn record_dynamic(&self, out: &mut Vec<DynamicPipeline>) {
        let mut record = |d: DynamicPipeline| match out.iter_mut().find(|o| o.id == d.id) {
            Some(o) => *o = d,
            None => out.push(d),
        };
        record(DynamicPipeline {
            id: self.id,
            anchor: self.pipelines[0].anchor.clone(),
            lines: timed_lines(&self.summary_in_run_order(), 1),
        });
        for slot in &self.passes {
            for d in &slot.dynamic {
                record(d.clone());
            }
        }
    }

    /// The steps of each pipeline, as mlir-opt runs them: adjacent nested pipelines are
    /// merged into one adaptor (two with the same anchor become one pipeline, its passes
    /// those of both in order; the anchors sorted by name, an op-agnostic one last), unless
    /// an op-agnostic pipeline could run on an op another one is anchored on; then the
    /// pipelines of each adaptor are merged likewise, top-down. Without `ctx` nothing is
    /// merged (the pipelines as built). No recursion.
    fn build_plan(&self, ctx: Option<&Context>) -> Vec<Vec<Step>> {
        let n = self.pipelines.len();
        let mut plan: Vec<Vec<Step>> = vec![Vec::new(); n];
        // the pipelines whose items make up each pipeline (more than itself once merged into)
        let mut sources: Vec<Vec<usize>> = (0..n).map(|p| vec![p]).collect();
        let mut work = vec![0usize];
        while let Some(p) = work.pop() {
            let mut steps: Vec<Step> = Vec::new();
            for src in std::mem::take(&mut sources[p]) {
                for &item in &self.pipelines[src].items {
                    match item {
                        Item::Pass(s) => steps.push(Step::Pass(s)),
                        Item::Nested(m) => match (ctx, steps.last_mut()) {
                            (Some(ctx), Some(Step::Adaptor(list)))
                                if self.adaptors_merge(ctx, list, m) =>
                            {
                                let anchor = &self.pipelines[m].anchor;
                                match list.iter().find(|&&q| self.pipelines[q].anchor == *anchor) {
                                    Some(&q) => sources[q].push(m),
                                    None => list.push(m),
                                }
                                list.sort_by(|&a, &b| {
                                    let key = |q: usize| {
                                        let a = &self.pipelines[q].anchor;
                                        (a == "any", a.clone())
                                    };
                                    key(a).cmp(&key(b))
                                });
                            }
                            _ => steps.push(Step::Adaptor(vec![m])),
                        },
                    }
                }
            }
            for step in &steps {
                if let Step::Adaptor(list) = step {
                    work.extend(list.iter().copied());
                }
            }
            plan[p] = steps;
        }
        plan
    }

    /// Whether the nested pipeline `m` may join the adaptor `list`: not when an op-agnostic
    /// pipeline on either side could run on an op the other side is anchored on (or the
    /// other side is op-agnostic too), as mlir-opt decides.
    fn adaptors_merge(&self, ctx: &Context, list: &[usize], m: usize) -> bool {
        let schedulable_by_any = |anchor: &str| {
            anchor == "any"
                || ctx
                    .lookup_symbol(anchor)
                    .and_then(|sym| ctx.registry.lookup(sym))
                    .is_some_and(|id| {
                        ctx.registry
                            .op(id)
                            .traits
                            .contains(crate::ir::registry::OpTraits::ISOLATED_FROM_ABOVE)
                    })
        };
        let anchor = |q: usize| self.pipelines[q].anchor.as_str();
        let m_any = anchor(m) == "any";
        !list.iter().any(|&q| {
            (anchor(q) == "any" && schedulable_by_any(anchor(m)))
                || (m_any && schedulable_by_any(anchor(q)))
        })
    }

    fn run_with(
        &mut self,
        ctx: &mut Context,
        op: Op,
        env: &Rc<Instrumentation>,
        reports: &mut Vec<Report>,
    ) -> PassResult {
        let anchor = &self.pipelines[0].anchor;
        let name = ctx.str(ctx.ir.op(op).name);
        if anchor != "any" && anchor != name {
            let msg = format!("can't run '{anchor}' pass manager on '{name}' op");
            reports.push(Report::Diagnostic(Diagnostic::error(
                DiagLoc::Loc(ctx.ir.op(op).loc),
                msg,
            )));
            return Err(PassFailure);
        }
        struct Frame {
            pipeline: usize,
            op: Op,
            item: usize,
            /// the ops directly inside `op` an adaptor step runs on, with their pipelines
            children: Option<Vec<(Op, usize)>>,
            next_child: usize,
            /// a nested pipeline failed on one of the children (the others still run, as in
            /// mlir-opt; then this pipeline fails)
            child_failed: bool,
        }
        let frame = |pipeline, op| Frame {
            pipeline,
            op,
            item: 0,
            children: None,
            next_child: 0,
            child_failed: false,
        };
        if self.plan.is_none() {
            self.plan = Some(self.build_plan(Some(ctx)));
        }
        let plan = self.plan.clone().unwrap_or_default();
        self.pipelines[0].ran = true;
        let mut stack = vec![frame(0, op)];
        while let Some(f) = stack.last_mut() {
            let Some(step) = plan[f.pipeline].get(f.item) else {
                stack.pop();
                continue;
            };
            let failed = match step {
                Step::Pass(slot) => {
                    f.item += 1;
                    let target = f.op;
                    self.run_pass(*slot, ctx, target, env, reports).is_err()
                }
                Step::Adaptor(list) => {
                    let children = f
                        .children
                        .get_or_insert_with(|| adaptor_children(ctx, f.op, list, &self.pipelines));
                    if let Some(&(child, sub)) = children.get(f.next_child) {
                        f.next_child += 1;
                        if !self.pipelines[sub].ran {
                            self.pipelines[sub].first_run = Some(self.runs);
                            self.runs += 1;
                        }
                        self.pipelines[sub].ran = true;
                        stack.push(frame(sub, child));
                        false
                    } else {
                        f.item += 1;
                        f.children = None;
                        f.next_child = 0;
                        f.child_failed
                    }
                }
            };
            if failed {
                // this pipeline stops; the one it is nested in goes on with its other ops
                stack.pop();
                match stack.last_mut() {
                    Some(parent) => parent.child_failed = true,
                    None => return Err(PassFailure),
                }
            }
        }
        Ok(())
    }

    fn run_pass(
        &mut self,
        slot: usize,
        ctx: &mut Context,
        op: Op,
        env: &Rc<Instrumentation>,
        reports: &mut Vec<Report>,
    ) -> PassResult {
        let printing = env.printing;
        let info = self.passes[slot].pass.info();
        let named = |list: &[String]| list.iter().any(|a| a == info.argument);
        let print_before = printing.before_all || named(&env.print_before);
        let print_after = printing.after_all || named(&env.print_after);
        if print_before {
            let text = dump_ir(ctx, op, Dump::Before, info, printing);
            reports.push(env.dump_report(ctx, op, info.argument, text));
        }
        let fingerprint = (print_after && printing.after_change).then(|| fingerprint(ctx, op));
        let cache = std::mem::take(&mut self.analyses);
        let mut state = PassState::with_cache(info.statistics.len(), cache, env.clone());
        let start = Instant::now();
        let generation = ctx.ir.generation();
        let result = self.passes[slot].pass.run(ctx, op, &mut state);
        let unchanged = ctx.ir.generation() == generation;
        let elapsed = start.elapsed();
        let (cache, computed) = state.finish();
        self.analyses = cache;
        let entry = &mut self.passes[slot];
        entry.time += elapsed;
        entry.ran = true;
        for (name, t) in computed {
            match entry.analyses.iter_mut().find(|(n, _)| *n == name) {
                Some(e) => e.1 += t,
                None => entry.analyses.push((name, t)),
            }
        }
        for (total, n) in entry.statistics.iter_mut().zip(state.statistics()) {
            *total += n;
        }
        for d in state.take_dynamic() {
            match entry.dynamic_index.get(&d.id) {
                Some(&i) => entry.dynamic[i] = d,
                None => {
                    entry.dynamic_index.insert(d.id, entry.dynamic.len());
                    entry.dynamic.push(d);
                }
            }
        }
        // text a pass printed (`print-op-stats`) goes to stderr where it ran
        let text = state.take_output();
        if !text.is_empty() {
            reports.push(Report::Text(text));
        }
        let notes = env.verify_options;
        reports.extend(state.take_reports().into_iter().map(|r| match r {
            Report::Diagnostic(mut d) => {
                crate::analysis::verifier::resolve_current_op_note(ctx, &mut d, notes);
                Report::Diagnostic(d)
            }
            text => text,
        }));
        // the pass failed, or the IR it left does not verify
        // (an unchanged op of a verified run is still verified: mlir-opt verifies it again,
        // which finds nothing)
        let still_verified = unchanged && env.verified_input.get();
        if still_verified {
            ctx.note_verified(op);
        } else if !self.verify_each || state.preserves_all_analyses() {
            // changed IR that goes unverified (a pass that says it kept everything): later
            // passes can no longer count on verified input
            env.verified_input.set(false);
        }
        let failed = result.is_err()
            || (self.verify_each
                && !state.preserves_all_analyses()
                && !still_verified
                && match verify_with(ctx, op, env.verify_options) {
                    Ok(()) => {
                        ctx.note_verified(op);
                        false
                    }
                    Err(diags) => {
                        reports.extend(diags.into_iter().map(Report::Diagnostic));
                        true
                    }
                });
        if failed {
            if printing.after_failure || print_after {
                let dump = dump_ir(ctx, op, Dump::AfterFailure, info, printing);
                reports.push(env.dump_report(ctx, op, info.argument, dump));
            }
            return Err(PassFailure);
        }
        if print_after && fingerprint.is_none_or(|before| before != self::fingerprint(ctx, op)) {
            let text = dump_ir(ctx, op, Dump::After, info, printing);
            reports.push(env.dump_report(ctx, op, info.argument, text));
        }
        Ok(())
    }

    /// Every pass with its accumulated wall time and statistics, depth-first in pipeline
    /// order (as run: nested pipelines merged, see `PassManager::build_plan`, once the pass
    /// manager ran): `(depth, pipeline anchor or pass, ...)` for the timing and statistics
    /// reports. Each group of nested pipelines run together starts with a
    /// [`SummaryLine::Collection`].
    pub fn summary(&self) -> Vec<SummaryLine<'_>> {
        self.summary_ordered(false)
    }

    /// [`PassManager::summary`] with the pipelines of each collection in the order they
    /// first ran (as mlir-opt's timing report has them) rather than by anchor.
    pub fn summary_in_run_order(&self) -> Vec<SummaryLine<'_>> {
        self.summary_ordered(true)
    }

    fn summary_ordered(&self, by_run: bool) -> Vec<SummaryLine<'_>> {
        let unmerged;
        let plan = match &self.plan {
            Some(plan) => plan,
            None => {
                unmerged = self.build_plan(None);
                &unmerged
            }
        };
        let mut out = Vec::new();
        // (pipeline, next step, depth of its steps, its `Pipeline` line is still to come)
        let mut stack = vec![(0usize, 0usize, 0usize, false)];
        while let Some(top) = stack.last_mut() {
            let (p, i, depth, header) = *top;
            if header {
                top.3 = false;
                out.push(SummaryLine::Pipeline {
                    depth: depth - 1,
                    anchor: &self.pipelines[p].anchor,
                    ran: self.pipelines[p].ran,
                });
                continue;
            }
            let Some(step) = plan[p].get(i) else {
                stack.pop();
                continue;
            };
            top.1 += 1;
            match step {
                Step::Pass(s) => out.push(SummaryLine::Pass {
                    depth,
                    ran: self.passes[*s].ran,
                    pass: &*self.passes[*s].pass,
                    time: self.passes[*s].time,
                    statistics: &self.passes[*s].statistics,
                    analyses: &self.passes[*s].analyses,
                    dynamic: &self.passes[*s].dynamic,
                }),
                Step::Adaptor(list) => {
                    out.push(SummaryLine::Collection {
                        depth,
                        anchors: list.iter().map(|&q| &*self.pipelines[q].anchor).collect(),
                        ran: list.iter().any(|&q| self.pipelines[q].ran),
                    });
                    let mut list = list.clone();
                    if by_run {
                        list.sort_by_key(|&q| self.pipelines[q].first_run.unwrap_or(usize::MAX));
                    }
                    // the pipelines of a collection of several are one level deeper
                    let inner = depth + usize::from(list.len() > 1);
                    stack.extend(list.iter().rev().map(|&q| (q, 0, inner + 1, true)));
                }
            }
        }
        out
    }
}

/// One line of [`PassManager::summary`].
pub enum SummaryLine<'a> {
    /// Nested pipelines run together start (mlir-opt's `Pipeline Collection : ['a', 'b']`
    /// adaptor: with one pipeline, hidden in both reports, which follows at the same depth;
    /// with several, shown, they follow one level deeper).
    Collection {
        /// nesting depth
        depth: usize,
        /// the anchors of its pipelines, in the order they run
        anchors: Vec<&'a str>,
        /// one of them ran on an op
        ran: bool,
    },
    /// A nested pipeline starts (`'func.func' Pipeline`).
    Pipeline {
        /// nesting depth (0 for the root's children)
        depth: usize,
        /// its anchor
        anchor: &'a str,
        /// it ran on at least one op
        ran: bool,
    },
    /// A pass.
    Pass {
        /// nesting depth
        depth: usize,
        /// it ran on at least one op
        ran: bool,
        /// the pass
        pass: &'a dyn Pass,
        /// total wall time over every op it ran on
        time: Duration,
        /// its statistics, summed over every op it ran on
        statistics: &'a [u64],
        /// the analyses it computed (not found cached), with their time
        analyses: &'a [(&'static str, Duration)],
        /// the pipelines it ran itself, with their times
        dynamic: &'a [DynamicPipeline],
    },
}

/// The timing report's lines for `summary` (pipelines, passes and their analyses), the
/// entries of the outermost pipeline at depth `depth`; what never ran is left out, as
/// mlir-opt creates its timers when they first start.
pub fn timed_lines(summary: &[SummaryLine<'_>], depth: usize) -> Vec<TimedLine> {
    let mut out = Vec::new();
    for line in summary {
        match line {
            SummaryLine::Pipeline { ran: false, .. }
            | SummaryLine::Pass { ran: false, .. }
            | SummaryLine::Collection { ran: false, .. } => {}
            SummaryLine::Collection {
                depth: d, anchors, ..
            } => {
                let quoted: Vec<String> = anchors.iter().map(|a| format!("'{a}'")).collect();
                out.push(TimedLine {
                    depth: depth + d,
                    name: format!("Pipeline Collection : [{}]", quoted.join(", ")),
                    time: None,
                    analysis: false,
                    hidden: anchors.len() == 1,
                });
            }
            SummaryLine::Pipeline {
                depth: d, anchor, ..
            } => out.push(TimedLine {
                depth: depth + d,
                name: format!("'{anchor}' Pipeline"),
                time: None,
                analysis: false,
                hidden: false,
            }),
            SummaryLine::Pass {
                depth: d,
                pass,
                time,
                analyses,
                ..
            } => {
                out.push(TimedLine {
                    depth: depth + d,
                    name: pass.info().name.to_string(),
                    time: Some(*time),
                    analysis: false,
                    hidden: false,
                });
                out.extend(analyses.iter().map(|(name, t)| TimedLine {
                    depth: depth + d + 1,
                    name: format!("(A) {name}"),
                    time: Some(*t),
                    analysis: true,
                    hidden: false,
                }));
            }
        }
    }
    out
}

#[cfg(test)]
/// The ops directly inside `op`'s regions named `anchor`, in order; for `any`, every
/// registered op isolated from above (the only ops mlir-opt schedules an op-agnostic
/// pipeline on).
fn direct_children(ctx: &Context, op: Op, anchor: &str) -> Vec<Op> {
    let mut out = Vec::new();
    let schedulable = |child: Op| {
        if anchor == "any" {
            ctx.op_info(child).is_some()
                && ctx
                    .op_traits(child)
                    .contains(crate::ir::registry::OpTraits::ISOLATED_FROM_ABOVE)
        } else {
            ctx.str(ctx.ir.op(child).name) == anchor
        }
    };
    for &region in ctx.ir.op(op).regions.iter() {
        for block in ctx.ir.region_blocks(region) {
            for child in ctx.ir.block_ops(block) {
                if schedulable(child) {
                    out.push(child);
                }
            }
        }
    }
    out
}

/// The ops directly inside `op`'s regions an adaptor over `list` (pipelines, op-specific ones
/// first) runs on, in order, each with the pipeline anchored on its name or else the
/// op-agnostic one (on registered ops isolated from above only).
fn adaptor_children(
    ctx: &Context,
    op: Op,
    list: &[usize],
    pipelines: &[Pipeline],
) -> Vec<(Op, usize)> {
    let generic = list.iter().copied().find(|&q| pipelines[q].anchor == "any");
    let mut out = Vec::new();
    for &region in ctx.ir.op(op).regions.iter() {
        for block in ctx.ir.region_blocks(region) {
            for child in ctx.ir.block_ops(block) {
                let name = ctx.str(ctx.ir.op(child).name);
                let specific = list.iter().copied().find(|&q| pipelines[q].anchor == name);
                let chosen = specific.or_else(|| {
                    generic.filter(|_| {
                        ctx.op_info(child).is_some()
                            && ctx
                                .op_traits(child)
                                .contains(crate::ir::registry::OpTraits::ISOLATED_FROM_ABOVE)
                    })
                });
                if let Some(q) = chosen {
                    out.push((child, q));
                }
            }
        }
    }
    out
}

/// A text that changes whenever the IR of `op` changes (its generic form with locations).
fn fingerprint(ctx: &Context, op: Op) -> String {
    let flags = PrintFlags {
        generic: true,
        debuginfo: true,
        ..PrintFlags::default()
    };
    op_printer::print_op_local(ctx, op, flags)
}

/// Which IR dump.
#[derive(Clone, Copy)]
enum Dump {
    Before,
    After,
    AfterFailure,
}

/// One IR dump: mlir-opt's header, the op (the whole top-level op in module scope; a nested
/// op in local scope), and a blank line.
fn dump_ir(ctx: &Context, op: Op, when: Dump, info: &super::PassInfo, p: IrPrinting) -> String {
    let (when, failed) = match when {
        Dump::Before => ("Before", ""),
        Dump::After => ("After", ""),
        Dump::AfterFailure => ("After", " Failed"),
    };
    let mut out = format!(
        "// -----// IR Dump {when} {}{failed} ({})",
        info.name, info.argument
    );
    let mut target = op;
    if p.module_scope {
        while let Some(parent) = ctx.ir.parent_op(target) {
            target = parent;
        }
        {
            let name = ctx.str(ctx.ir.op(op).name);
            out.push_str(&format!(" ('{name}' operation"));
            if let Some(sym) = crate::ods::verify::op_attr(ctx, op, "sym_name") {
                let sym = crate::ods::preds::str_attr_value(ctx, sym);
                out.push_str(&format!(": @{sym}"));
            }
            out.push(')');
        }
    }
    out.push_str(" //----- //\n");
    if ctx.ir.parent_op(target).is_none() {
        let mut bytes = Vec::new();
        let _ = op_printer::print_top_level(ctx, target, p.flags, &mut bytes);
        out.push_str(&String::from_utf8_lossy(&bytes));
    } else {
        out.push_str(&op_printer::print_op_local(ctx, target, p.flags));
    }
    out.push_str("\n\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::PassRegistry;

    fn pipeline(text: &str) -> PassManager {
        let registry = PassRegistry::with_core_passes();
        let p = PassPipeline::parse(text, |n| registry.lookup(n).is_some()).unwrap();
        PassManager::from_pipeline(&p, &registry).unwrap()
    }

    #[test]
    fn deep_pipelines_build_dump_and_run_without_recursion() {
        let depth = 100_000;
        let text = format!(
            "builtin.module({}canonicalize{})",
            "builtin.module(".repeat(depth),
            ")".repeat(depth)
        );
        let mut pm = pipeline(&text);
        // the dump indents each level by two spaces: its size grows with the square of the
        // depth, so it is checked at a smaller depth
        let shallow = pipeline(&format!(
            "builtin.module({}canonicalize{})",
            "builtin.module(".repeat(1000),
            ")".repeat(1000)
        ))
        .dump();
        assert!(shallow.starts_with(
            "Pass Manager with 1 passes:\nbuiltin.module(\n  builtin.module(\n    builtin.module(\n"
        ));
        assert_eq!(shallow.lines().count(), 2 * 1000 + 4);
        let mut ctx = Context::new();
        let module = crate::parse_str(
            &mut ctx,
            "module {\n  module {\n    module {\n    }\n  }\n}\n",
            "deep.mlir",
        )
        .unwrap();
        let mut reports = Vec::new();
        assert_eq!(pm.run(&mut ctx, module, &mut reports), Ok(()));
        assert!(reports.is_empty());
    }

    #[test]
    fn unchanged_ir_is_verified_unless_the_run_started_verified() {
        // canonicalize changes nothing here and (unlike cse) does not say so
        let mut pm = pipeline("builtin.module(canonicalize)");
        let mut ctx = Context::new();
        let text = "module @a {\n}\nmodule @a {\n}\n";
        let module = crate::parse_str(&mut ctx, text, "dup.mlir").unwrap();
        // nobody verified the input: the verifier runs after the pass
        let mut reports = Vec::new();
        assert_eq!(pm.run(&mut ctx, module, &mut reports), Err(PassFailure));
        let messages: Vec<&str> = reports
            .iter()
            .filter_map(|r| match r {
                Report::Diagnostic(d) => Some(d.message.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(messages, ["redefinition of symbol named 'a'"]);
        assert!(!ctx.is_verified(module));
        // valid input a driver verified: the unchanged module keeps its verified stamp
        let mut ctx = Context::new();
        let module = crate::parse_str(&mut ctx, "module @a {\n}\n", "ok.mlir").unwrap();
        crate::analysis::verifier::verify_with(&ctx, module, VerifyOptions::default()).unwrap();
        ctx.note_verified(module);
        let mut reports = Vec::new();
        assert_eq!(pm.run(&mut ctx, module, &mut reports), Ok(()));
        assert!(reports.is_empty() && ctx.is_verified(module));
    }

    #[test]
    fn dumps_to_files_name_every_ancestor_without_recursion() {
        let depth = 100_000;
        let mut pm = pipeline(&format!(
            "builtin.module({}cse{})",
            "builtin.module(".repeat(depth),
            ")".repeat(depth)
        ));
        pm.ir_printing.after_all = true;
        pm.print_to_files = true;
        let mut ctx = Context::new();
        let text = format!(
            "{}module @in {{\n}}\n{}",
            "module {\n".repeat(depth),
            "}\n".repeat(depth)
        );
        let module = crate::parse_str(&mut ctx, &text, "deep.mlir").unwrap();
        let mut reports = Vec::new();
        assert_eq!(pm.run(&mut ctx, module, &mut reports), Ok(()));
        let [Report::File {
            folders,
            name,
            text,
        }] = &reports[..]
        else {
            panic!("one file dump expected");
        };
        // the unnamed modules from the top-level one down, then the innermost `@in`
        assert_eq!(folders.len(), depth + 1);
        assert!(folders[..depth]
            .iter()
            .all(|f| f == "builtin_module_no-symbol-name"));
        assert_eq!(folders[depth], "builtin_module_in");
        assert_eq!(name.len(), 2 * (depth + 1) + "cse.mlir".len());
        assert!(name.starts_with("0_0_") && name.ends_with("_0_cse.mlir"));
        assert_eq!(
            text,
            "// -----// IR Dump After CSE (cse) //----- //\nmodule @in {\n}\n\n"
        );
    }

    #[test]
    fn nesting_errors_and_implicit_nesting() {
        let mut pm = PassManager::new("builtin.module");
        let root = pm.root();
        let func = pm.nest(root, "func.func");
        let canon =
            PassManager::create_pass(&PassRegistry::with_core_passes(), "canonicalize", None)
                .unwrap()
                .unwrap();
        pm.add_pass(func, canon, "").unwrap();
        assert_eq!(
            pm.dump(),
            "Pass Manager with 1 passes:\nbuiltin.module(\n  func.func(\n    canonicalize{  \
             max-iterations=10 max-num-rewrites=-1 region-simplify=normal \
             test-convergence=false top-down=true}\n  )\n)\n"
        );
        let err = PassManager::create_pass(
            &PassRegistry::with_core_passes(),
            "canonicalize",
            Some("top-down=2"),
        )
        .err()
        .unwrap();
        assert_eq!(
            err.render("my-opt", true),
            "my-opt: for the --top-down option: '2' is invalid value for boolean argument! Try \
             0 or 1\n<unknown>:0: error: \nfailed to add `canonicalize` with options \
             `top-down=2`\n\n"
        );
    }

    /// Counts how often it was computed.
    struct OpCount(usize);

    static COMPUTED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

    impl crate::pass::Analysis for OpCount {
        const NAME: &'static str = "OpCount";
        fn compute(ctx: &Context, op: Op) -> Self {
            COMPUTED.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            OpCount(direct_children(ctx, op, "any").len())
        }
    }

    /// Reads `OpCount`; preserves everything when `keep`.
    struct Reader {
        keep: bool,
        seen: std::rc::Rc<std::cell::RefCell<Vec<usize>>>,
    }

    static READER: crate::pass::PassInfo = crate::pass::PassInfo {
        argument: "test-reader",
        name: "Reader",
        summary: "",
        description: "",
        anchor: None,
        options: &[],
        statistics: &[],
        dependent_dialects: &[],
    };

    impl Pass for Reader {
        fn info(&self) -> &'static crate::pass::PassInfo {
            &READER
        }
        fn run(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
            let n = state.analysis::<OpCount>(ctx, op).0;
            self.seen.borrow_mut().push(n);
            if self.keep {
                state.preserve::<OpCount>();
            }
            Ok(())
        }
    }

    #[test]
    fn analyses_are_cached_until_a_pass_does_not_preserve_them() {
        let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
        let mut pm = PassManager::new("builtin.module");
        let root = pm.root();
        for keep in [true, true, false, true] {
            let pass = Reader {
                keep,
                seen: seen.clone(),
            };
            pm.add_pass(root, Box::new(pass), "").unwrap();
        }
        let mut ctx = Context::new();
        let module =
            crate::parse_str(&mut ctx, "module {\n  module {\n  }\n}\n", "a.mlir").unwrap();
        COMPUTED.store(0, std::sync::atomic::Ordering::SeqCst);
        pm.run(&mut ctx, module, &mut Vec::new()).unwrap();
        // computed by the first pass, kept by the first two, dropped after the third
        assert_eq!(COMPUTED.load(std::sync::atomic::Ordering::SeqCst), 2);
        assert_eq!(*seen.borrow(), vec![1, 1, 1, 1]);
        let timed: Vec<usize> = pm
            .summary()
            .iter()
            .map(|l| match l {
                SummaryLine::Pass { analyses, .. } => analyses.len(),
                SummaryLine::Pipeline { .. } | SummaryLine::Collection { .. } => 0,
            })
            .collect();
        assert_eq!(timed, vec![1, 0, 0, 1]);
    }
}

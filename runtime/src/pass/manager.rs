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
//!   whose name is its anchor, in IR order; the first failure stops the run. After each pass
//!   the op it ran on is verified (unless `verify_each` is off or the pass kept every
//!   analysis). Everything the run reports (IR dumps, diagnostics) comes back in order as
//!   [`Report`]s.
//! - Instrumentation: IR printing before/after passes ([`IrPrinting`], mlir-opt's
//!   `--mlir-print-ir-*` headers), per-pass wall time for `--mlir-timing`, statistics for
//!   `--mlir-pass-statistics`.
//!
//! Pipelines and runs use explicit stacks, never recursion, so 100,000-deep nesting of
//! anchors or of IR is no problem.

use std::time::{Duration, Instant};

use super::options::OptionError;
use super::pipeline::{split_pass_options, EntryId, EntryKind, PassPipeline};
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

struct Pipeline {
    anchor: String,
    items: Vec<Item>,
}

struct PassSlot {
    pass: Box<dyn Pass>,
    statistics: Vec<u64>,
    time: Duration,
    /// analyses the pass computed, with their time (in first-use order)
    analyses: Vec<(&'static str, Duration)>,
}

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
}

impl BuildError {
    /// mlir-opt's stderr for this error. `in_pipeline`: the pass came from `--pass-pipeline`
    /// text (which adds the `failed to add` line); otherwise from its own flag. `tool` names the
    /// program in option-parser messages.
    pub fn render(&self, tool: &str, in_pipeline: bool) -> String {
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
        };
        if in_pipeline {
            format!("{head}failed to add `{pass}` with options `{options}`\n\n")
        } else {
            head
        }
    }
}

/// What a run reports, in the order it happened.
#[derive(Clone, Debug)]
pub enum Report {
    /// Text for stderr (an IR dump).
    Text(String),
    /// A diagnostic (from a pass or the verifier).
    Diagnostic(Diagnostic),
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
    pipelines: Vec<Pipeline>,
    passes: Vec<PassSlot>,
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
    analyses: AnalysisCache,
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
            pipelines: vec![Pipeline {
                anchor: anchor.to_string(),
                items: Vec::new(),
            }],
            passes: Vec::new(),
            verify_each: true,
            verify_options: VerifyOptions::default(),
            ir_printing: IrPrinting::default(),
            print_before: Vec::new(),
            print_after: Vec::new(),
            analyses: AnalysisCache::default(),
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
            items: Vec::new(),
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
        let Some(reg) = registry.lookup(argument) else {
            return Ok(None);
        };
        let mut pass = (reg.create)();
        if let Some(text) = options {
            for opt in split_pass_options(text) {
                pass.set_option(opt.key, opt.unwrapped_value())
                    .map_err(|error| BuildError::Option {
                        pass: argument.to_string(),
                        options: text.to_string(),
                        error,
                    })?;
            }
        }
        Ok(Some(pass))
    }

    /// Builds a pass manager from a parsed pipeline (explicit nesting). Every pass name must be
    /// registered (the pipeline parser checked them against the same registry).
    pub fn from_pipeline(
        pipeline: &PassPipeline,
        registry: &PassRegistry,
    ) -> Result<PassManager, BuildError> {
        let mut pm = PassManager::new(pipeline.anchor());
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
                    let pass = PassManager::create_pass(registry, &entry.name, options.as_deref())?;
                    if let Some(pass) = pass {
                        pm.add_pass(parent, pass, options.as_deref().unwrap_or(""))?;
                    }
                }
                EntryKind::Nested { entries } => {
                    let nested = pm.nest(parent, &entry.name);
                    work.extend(entries.iter().rev().map(|e| (nested, *e)));
                }
            }
        }
        Ok(pm)
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

    /// Runs the pass manager on `op` (the root pipeline's anchor must be `op`'s name or
    /// `any`). Reports come back in order; [`PassFailure`] when a pass or the verifier after it failed
    /// (its diagnostics are among the reports).
    pub fn run(&mut self, ctx: &mut Context, op: Op, reports: &mut Vec<Report>) -> PassResult {
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
            children: Option<Vec<Op>>,
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
        let mut stack = vec![frame(0, op)];
        while let Some(f) = stack.last_mut() {
            let Some(&item) = self.pipelines[f.pipeline].items.get(f.item) else {
                stack.pop();
                continue;
            };
            let failed = match item {
                Item::Pass(slot) => {
                    f.item += 1;
                    let target = f.op;
                    self.run_pass(slot, ctx, target, reports).is_err()
                }
                Item::Nested(sub) => {
                    let children = f.children.get_or_insert_with(|| {
                        direct_children(ctx, f.op, &self.pipelines[sub].anchor)
                    });
                    if let Some(&child) = children.get(f.next_child) {
                        f.next_child += 1;
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
        reports: &mut Vec<Report>,
    ) -> PassResult {
        let printing = self.ir_printing;
        let info = self.passes[slot].pass.info();
        let named = |list: &[String]| list.iter().any(|a| a == info.argument);
        let print_before = printing.before_all || named(&self.print_before);
        let print_after = printing.after_all || named(&self.print_after);
        if print_before {
            reports.push(Report::Text(dump_ir(ctx, op, Dump::Before, info, printing)));
        }
        let fingerprint = (print_after && printing.after_change).then(|| fingerprint(ctx, op));
        let cache = std::mem::take(&mut self.analyses);
        let mut state = PassState::with_cache(info.statistics.len(), cache);
        let start = Instant::now();
        let result = self.passes[slot].pass.run(ctx, op, &mut state);
        let elapsed = start.elapsed();
        let (cache, computed) = state.finish();
        self.analyses = cache;
        let entry = &mut self.passes[slot];
        entry.time += elapsed;
        for (name, t) in computed {
            match entry.analyses.iter_mut().find(|(n, _)| *n == name) {
                Some(e) => e.1 += t,
                None => entry.analyses.push((name, t)),
            }
        }
        for (total, n) in entry.statistics.iter_mut().zip(state.statistics()) {
            *total += n;
        }
        // text a pass printed (`print-op-stats`) goes to stderr where it ran
        let text = state.take_output();
        if !text.is_empty() {
            reports.push(Report::Text(text));
        }
        let notes = self.verify_options;
        reports.extend(state.take_diagnostics().into_iter().map(|mut d| {
            crate::analysis::verifier::resolve_current_op_note(ctx, &mut d, notes);
            Report::Diagnostic(d)
        }));
        // the pass failed, or the IR it left does not verify
        let failed = result.is_err()
            || (self.verify_each
                && !state.preserves_all_analyses()
                && verify_with(ctx, op, self.verify_options)
                    .map_err(|diags| reports.extend(diags.into_iter().map(Report::Diagnostic)))
                    .is_err());
        if failed {
            if printing.after_failure || print_after {
                let dump = dump_ir(ctx, op, Dump::AfterFailure, info, printing);
                reports.push(Report::Text(dump));
            }
            return Err(PassFailure);
        }
        if print_after && fingerprint.is_none_or(|before| before != self::fingerprint(ctx, op)) {
            reports.push(Report::Text(dump_ir(ctx, op, Dump::After, info, printing)));
        }
        Ok(())
    }

    /// Every pass with its accumulated wall time and statistics, depth-first in pipeline
    /// order: `(depth, pipeline anchor or pass, ...)` for the timing and statistics reports.
    pub fn summary(&self) -> Vec<SummaryLine<'_>> {
        let mut out = Vec::new();
        let mut stack = vec![(0usize, 0usize, 0usize)];
        while let Some(top) = stack.last_mut() {
            let (p, i, depth) = *top;
            let Some(&item) = self.pipelines[p].items.get(i) else {
                stack.pop();
                continue;
            };
            top.1 += 1;
            match item {
                Item::Pass(s) => out.push(SummaryLine::Pass {
                    depth,
                    pass: &*self.passes[s].pass,
                    time: self.passes[s].time,
                    statistics: &self.passes[s].statistics,
                    analyses: &self.passes[s].analyses,
                }),
                Item::Nested(n) => {
                    out.push(SummaryLine::Pipeline {
                        depth,
                        anchor: &self.pipelines[n].anchor,
                    });
                    stack.push((n, 0, depth + 1));
                }
            }
        }
        out
    }
}

/// One line of [`PassManager::summary`].
pub enum SummaryLine<'a> {
    /// A nested pipeline starts (`'func.func' Pipeline`).
    Pipeline {
        /// nesting depth (0 for the root's children)
        depth: usize,
        /// its anchor
        anchor: &'a str,
    },
    /// A pass.
    Pass {
        /// nesting depth
        depth: usize,
        /// the pass
        pass: &'a dyn Pass,
        /// total wall time over every op it ran on
        time: Duration,
        /// its statistics, summed over every op it ran on
        statistics: &'a [u64],
        /// the analyses it computed (not found cached), with their time
        analyses: &'a [(&'static str, Duration)],
    },
}

/// The ops directly inside `op`'s regions named `anchor` (every op for `any`), in order.
fn direct_children(ctx: &Context, op: Op, anchor: &str) -> Vec<Op> {
    let mut out = Vec::new();
    for &region in ctx.ir.op(op).regions.iter() {
        for block in ctx.ir.region_blocks(region) {
            for child in ctx.ir.block_ops(block) {
                if anchor == "any" || ctx.str(ctx.ir.op(child).name) == anchor {
                    out.push(child);
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
                SummaryLine::Pipeline { .. } => 0,
            })
            .collect();
        assert_eq!(timed, vec![1, 0, 0, 1]);
    }
}

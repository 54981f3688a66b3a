//! Passes: the [`Pass`] trait a transformation implements, the [`PassInfo`] that describes it
//! (its command-line argument, the name IR dumps show, its anchor op, options and statistics),
//! the [`PassState`] a running pass reports through, and the [`PassRegistry`] tools look passes
//! up in.
//!
//! The stages live in their own modules: [`pipeline`] parses and prints MLIR's textual pipeline
//! syntax, [`options`] parses typed option values with mlir-opt's messages, [`manager`] builds
//! a pass manager from a pipeline and runs it (nesting on anchor ops, verifying between
//! passes, printing IR, timing, statistics), and [`passes`] holds MLIR's core passes.
//!
//! A pass is an ordinary value: its options are typed fields, set from pipeline text through
//! [`Pass::set_option`] and printed back by [`Pass::print_options`]. `.ods` `pass` definitions
//! generate both; a hand-written pass writes them with the helpers of [`options`].

pub mod manager;
pub mod options;
pub mod passes;
pub mod pipeline;

use crate::ir::context::Context;
use crate::ir::diagnostics::Diagnostic;
use crate::ir::Op;

pub use options::{OptionError, OptionInfo, PassOption};

/// What a pass is, independent of its option values: the registry, the pipeline parser, the
/// help text, IR dumps and the statistics report read it.
#[derive(Debug)]
pub struct PassInfo {
    /// The pipeline and command-line name (`cse`, `canonicalize`).
    pub argument: &'static str,
    /// The display name (`CSE`, `Canonicalizer`): `// -----// IR Dump After CSE (cse) //----- //`.
    pub name: &'static str,
    /// One line for `--help`.
    pub summary: &'static str,
    /// Longer documentation (markdown).
    pub description: &'static str,
    /// The op the pass runs on (`func.func`), or `None` for a pass that runs on any op.
    pub anchor: Option<&'static str>,
    /// The options, in declaration order (printed sorted by name, as mlir-opt does).
    pub options: &'static [OptionInfo],
    /// The statistics, in declaration order; [`PassState::add_statistic`] indexes them.
    pub statistics: &'static [StatisticInfo],
    /// Dialects whose ops the pass may create (loaded before the pipeline runs).
    pub dependent_dialects: &'static [&'static str],
}

/// A counter a pass reports in `--mlir-pass-statistics`.
#[derive(Debug)]
pub struct StatisticInfo {
    /// Its name (`num-cse'd`).
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
}

/// A pass failed: it has reported its errors through [`PassState::emit`] (a pass may fail
/// without a message, as in MLIR).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassFailure;

/// The result of running a pass on one op.
pub type PassResult = Result<(), PassFailure>;

/// A transformation the pass manager runs on ops.
///
/// `run` is called once per op the pass is anchored on, in IR order; the same value runs on
/// every such op of one pipeline, so state kept in `self` carries over between them.
pub trait Pass: 'static {
    /// The pass's description.
    fn info(&self) -> &'static PassInfo;

    /// Runs the pass on `op` (an op named by the anchor, or any op for an op-agnostic pass).
    fn run(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult;

    /// Sets the option named `name` from its text (`value` is `None` for a bare `name`, which
    /// a boolean option takes as `true`). The default knows no options.
    fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), OptionError> {
        let _ = value;
        Err(OptionError::NoSuchOption(name.to_string()))
    }

    /// [`Pass::set_option`] given the passes of the tool (`registry`), for a pass whose option
    /// values name other passes (a pipeline option such as `inline`'s `op-pipelines`). The
    /// pass manager sets options through this method; the default ignores the registry.
    fn set_option_with(
        &mut self,
        name: &str,
        value: Option<&str>,
        registry: &PassRegistry,
    ) -> Result<(), OptionError> {
        let _ = registry;
        self.set_option(name, value)
    }

    /// Appends the current option values as mlir-opt prints them between a pass's braces:
    /// every option sorted by name, `name=value`, separated by one space (an empty list
    /// option prints nothing but its separator). The default prints nothing.
    fn print_options(&self, out: &mut String) {
        let _ = out;
    }
}

/// An analysis: a fact about an op computed from the IR, cached by the pass manager between
/// passes until a pass that does not preserve it runs (MLIR's analysis manager).
pub trait Analysis: std::any::Any {
    /// Its name in `--mlir-timing` reports (`DominanceInfo`).
    const NAME: &'static str;
    /// Computes the analysis of `op`.
    fn compute(ctx: &Context, op: Op) -> Self;
}

/// The analyses computed so far, by op and analysis type.
#[derive(Default)]
pub struct AnalysisCache {
    entries: crate::ir::context::FxHashMap<(Op, std::any::TypeId), Box<dyn std::any::Any>>,
}

impl std::fmt::Debug for AnalysisCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "AnalysisCache({} entries)", self.entries.len())
    }
}

impl AnalysisCache {
    /// Drops every analysis whose type is not in `keep`.
    fn retain(&mut self, keep: &[std::any::TypeId]) {
        self.entries.retain(|(_, t), _| keep.contains(t));
    }

    /// The number of cached analyses.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether nothing is cached.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// What a running pass reports back to the pass manager: diagnostics, statistics and which
/// cached analyses it kept valid; it also hands out the cached analyses.
#[derive(Debug, Default)]
pub struct PassState {
    statistics: Vec<u64>,
    /// diagnostics the pass emitted and what the pipelines it ran reported, in order
    reports: Vec<manager::Report>,
    output: String,
    preserve_all: bool,
    preserved: Vec<std::any::TypeId>,
    analyses: AnalysisCache,
    /// analyses computed during this run, for the timing report
    computed: Vec<(&'static str, std::time::Duration)>,
    /// the instrumentation of the pass manager running the pass (`None` outside one)
    instrumentation: Option<std::rc::Rc<manager::Instrumentation>>,
    /// the times of the pipelines the pass ran itself ([`PassState::run_pipeline`])
    dynamic: Vec<manager::DynamicPipeline>,
}

impl PassState {
    /// A fresh state for a pass with `statistics` counters.
    pub fn new(statistics: usize) -> Self {
        PassState {
            statistics: vec![0; statistics],
            ..PassState::default()
        }
    }

    /// Adds `n` to the statistic at `index` in the pass's [`PassInfo::statistics`].
    pub fn add_statistic(&mut self, index: usize, n: u64) {
        if let Some(s) = self.statistics.get_mut(index) {
            *s += n;
        }
    }

    /// The statistics counted so far, in declaration order.
    pub fn statistics(&self) -> &[u64] {
        &self.statistics
    }

    /// Reports a diagnostic (errors, warnings and remarks alike); a pass that fails reports
    /// its errors here and returns [`PassFailure`].
    pub fn emit(&mut self, diagnostic: Diagnostic) {
        self.reports.push(manager::Report::Diagnostic(diagnostic));
    }

    /// Takes the diagnostics reported so far (IR dumps of the pipelines the pass ran stay).
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        let mut out = Vec::new();
        let mut kept = Vec::new();
        for r in std::mem::take(&mut self.reports) {
            match r {
                manager::Report::Diagnostic(d) => out.push(d),
                text => kept.push(text),
            }
        }
        self.reports = kept;
        out
    }

    /// Writes `text` to stderr among the pass's diagnostics and the reports of the pipelines
    /// it runs, in order (a message a parser prints itself, as mlir-opt's pipeline parser).
    pub(crate) fn report_text(&mut self, text: String) {
        self.reports.push(manager::Report::Text(text));
    }

    /// The name of the tool running the pass (`ods-opt`; messages of option parsers name it).
    pub fn tool(&self) -> &str {
        self.instrumentation.as_ref().map_or("ods-opt", |i| &i.tool)
    }

    /// Takes everything reported so far, in order (the pass manager's side).
    pub(crate) fn take_reports(&mut self) -> Vec<manager::Report> {
        std::mem::take(&mut self.reports)
    }

    /// The passes of the tool running this pass (the registry of the pass manager that runs
    /// it; MLIR's core passes outside a pass manager): what a pass builds the pipelines it
    /// runs itself from (`inline`'s `default-pipeline` and `op-pipelines`).
    pub fn registry(&self) -> std::borrow::Cow<'_, PassRegistry> {
        match &self.instrumentation {
            Some(i) => std::borrow::Cow::Borrowed(&i.registry),
            None => std::borrow::Cow::Owned(PassRegistry::with_core_passes()),
        }
    }

    /// Runs `pm` on `op` from inside the running pass (MLIR's dynamic pipelines, as the
    /// inliner runs its optimization pipeline on each callable): under the instrumentation of
    /// the pass manager running this pass, so that its passes' IR dumps and diagnostics come
    /// among this pass's reports, in order, and their times show in `--mlir-timing`.
    pub fn run_pipeline(
        &mut self,
        ctx: &mut Context,
        pm: &mut manager::PassManager,
        op: Op,
    ) -> PassResult {
        let env = match &self.instrumentation {
            Some(i) => i.clone(),
            None => std::rc::Rc::new(pm.instrumentation()),
        };
        let result = pm.run_dynamic(ctx, op, &env, &mut self.reports);
        pm.record_dynamic(&mut self.dynamic);
        result
    }

    /// Appends `text` to the pass's text output, which the pass manager writes to the tool's
    /// stderr right after the pass ran (where mlir-opt's passes write reports such as
    /// `print-op-stats`).
    pub fn print(&mut self, text: &str) {
        self.output.push_str(text);
    }

    /// Takes the text output printed so far.
    pub fn take_output(&mut self) -> String {
        std::mem::take(&mut self.output)
    }

    /// Declares that the pass changed nothing cached analyses depend on.
    pub fn preserve_all_analyses(&mut self) {
        self.preserve_all = true;
    }

    /// Whether [`PassState::preserve_all_analyses`] was called.
    pub fn preserves_all_analyses(&self) -> bool {
        self.preserve_all
    }

    /// Declares that the pass kept analysis `A` valid.
    pub fn preserve<A: Analysis>(&mut self) {
        self.preserved.push(std::any::TypeId::of::<A>());
    }

    /// Analysis `A` of `op`: the cached one, or computed now and cached.
    pub fn analysis<A: Analysis>(&mut self, ctx: &Context, op: Op) -> &A {
        let key = (op, std::any::TypeId::of::<A>());
        if !self.analyses.entries.contains_key(&key) {
            let start = std::time::Instant::now();
            let a = A::compute(ctx, op);
            self.computed.push((A::NAME, start.elapsed()));
            self.analyses.entries.insert(key, Box::new(a));
        }
        self.analyses.entries[&key]
            .downcast_ref::<A>()
            .expect("analyses are keyed by their type")
    }

    /// Records that the pass computed the analysis `name` in `time` without the cache (for
    /// the timing report).
    pub(crate) fn record_analysis(&mut self, name: &'static str, time: std::time::Duration) {
        self.computed.push((name, time));
    }

    /// Analysis `A` of `op` if it is cached.
    pub fn cached_analysis<A: Analysis>(&self, op: Op) -> Option<&A> {
        self.analyses
            .entries
            .get(&(op, std::any::TypeId::of::<A>()))
            .and_then(|a| a.downcast_ref::<A>())
    }

    /// Hands the cache to a pass about to run (the pass manager's side).
    pub(crate) fn with_cache(
        statistics: usize,
        analyses: AnalysisCache,
        instrumentation: std::rc::Rc<manager::Instrumentation>,
    ) -> Self {
        PassState {
            analyses,
            instrumentation: Some(instrumentation),
            ..PassState::new(statistics)
        }
    }

    /// Takes the times of the pipelines the pass ran itself.
    pub(crate) fn take_dynamic(&mut self) -> Vec<manager::DynamicPipeline> {
        std::mem::take(&mut self.dynamic)
    }

    /// Takes the cache back after the pass ran, dropping what it did not preserve, and the
    /// analyses computed during the run.
    pub(crate) fn finish(&mut self) -> (AnalysisCache, Vec<(&'static str, std::time::Duration)>) {
        let mut cache = std::mem::take(&mut self.analyses);
        if !self.preserve_all {
            cache.retain(&self.preserved);
        }
        (cache, std::mem::take(&mut self.computed))
    }
}

/// A registered pass: its description and how to make a fresh instance with default options.
#[derive(Clone, Copy, Debug)]
pub struct PassRegistration {
    /// The description.
    pub info: &'static PassInfo,
    /// Makes an instance with default options.
    pub create: fn() -> Box<dyn Pass>,
}

/// The passes a tool knows, by argument.
#[derive(Clone, Debug, Default)]
pub struct PassRegistry {
    passes: Vec<PassRegistration>,
}

/// Two registries are equal when they register the same arguments with the same
/// constructors.
impl PartialEq for PassRegistry {
    fn eq(&self, other: &Self) -> bool {
        self.passes.len() == other.passes.len()
            && self.passes.iter().zip(&other.passes).all(|(a, b)| {
                a.info.argument == b.info.argument && std::ptr::fn_addr_eq(a.create, b.create)
            })
    }
}

impl Eq for PassRegistry {}

fn make<P: Pass + Default>() -> Box<dyn Pass> {
    Box::new(P::default())
}

impl PassRegistry {
    /// A registry without passes.
    pub fn new() -> Self {
        PassRegistry::default()
    }

    /// A registry holding MLIR's core passes ([`passes::register_core_passes`]).
    pub fn with_core_passes() -> Self {
        let mut r = PassRegistry::new();
        passes::register_core_passes(&mut r);
        r
    }

    /// Registers the pass type `P`; a later registration of the same argument replaces an
    /// earlier one.
    pub fn register<P: Pass + Default>(&mut self) {
        let info = P::default().info();
        self.register_with(info, make::<P>);
    }

    /// Registers a pass described by `info`, made by `create`.
    pub fn register_with(&mut self, info: &'static PassInfo, create: fn() -> Box<dyn Pass>) {
        let entry = PassRegistration { info, create };
        match self
            .passes
            .binary_search_by(|p| p.info.argument.cmp(info.argument))
        {
            Ok(i) => self.passes[i] = entry,
            Err(i) => self.passes.insert(i, entry),
        }
    }

    /// The pass registered as `argument`.
    pub fn lookup(&self, argument: &str) -> Option<&PassRegistration> {
        self.passes
            .binary_search_by(|p| p.info.argument.cmp(argument))
            .ok()
            .map(|i| &self.passes[i])
    }

    /// Every registered pass, sorted by argument.
    pub fn iter(&self) -> impl Iterator<Item = &PassRegistration> {
        self.passes.iter()
    }
}

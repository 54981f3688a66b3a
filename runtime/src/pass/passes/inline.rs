//! `inline` (MLIR's `Inliner`): inlines calls bottom-up over the strongly connected
//! components of the call graph ([`crate::analysis::calls`]), simplifying each callable with
//! an optimization pipeline (`canonicalize` by default) before inlining into it, and erases
//! private callables that lose their last use.
//!
//! Per component, as MLIR's inliner: run the pipeline on its callables, then inline every
//! call in them that may be inlined ([`crate::transforms::inliner`]), including calls that
//! inlining brings in (unless they would re-enter a callee already inlined on that path);
//! repeat while something was inlined, at most `max-iterations` times. A call is not inlined
//! when it is a terminator, when its callee calls itself or its caller, when its callee
//! encloses it, when a callee of several blocks would land in a single-block region, or when
//! the callee is larger than `inlining-threshold` percent of the caller. The last use of a
//! private callable is inlined by moving its body; the callable is erased at the end.
//!
//! Symbol uses of callables are counted per caller (MLIR's `CGUseList`) so that a callable
//! is known dead without rescanning the module. Walks use explicit work lists.
//!
//! The optimization pipelines are built from the passes of the tool
//! ([`PassState::registry`]; `op-pipelines` is checked against them when the option is set)
//! and run on each callable as a dynamic pipeline ([`PassState::run_pipeline`]), so that IR
//! dumps, notes and timing cover their passes as mlir-opt's do (without verifying after each
//! of their passes: the pass manager running the inliner verifies the result). As in
//! mlir-opt, a `default-pipeline` that does not parse or build is reported on stderr when it
//! is first needed in a run, and the passes added before the error still run.

use crate::analysis::calls::{
    as_call_op, callable_region, is_private_symbol, symbol_uses, CallGraph, Callee, NodeId,
    SymbolTables,
};
use crate::analysis::effects::is_memory_effect_free;
use crate::analysis::verifier::{op_error, op_loc};
use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::{Context, FxHashMap};
use crate::ir::diagnostics::{Diagnostic, Severity};
use crate::ir::registry::OpTraits;
use crate::ir::{Block, Op, Region};
use crate::pass::manager::{BuildError, NestedPipelineError, PassManager};
use crate::pass::options::{option_text, parse_option, OptionInfo};
use crate::pass::pipeline::PassPipeline;
use crate::pass::{OptionError, Pass, PassFailure, PassInfo, PassRegistry, PassResult, PassState};
use crate::text::printer::PrintFlags;
use crate::transforms::inliner::inline_call;

static INFO: PassInfo = PassInfo {
    argument: "inline",
    name: "Inliner",
    summary: "Inline function calls",
    description: "Inlines calls bottom-up over the call graph's strongly connected \
                  components, simplifying callables with an optimization pipeline.",
    anchor: None,
    options: &[
        OptionInfo {
            name: "default-pipeline",
            description: "The optimizer pipeline used for callables that do not have a \
                          dedicated optimizer pipeline in opPipelineList",
            value_name: "string",
            default: "canonicalize",
            values: &[],
            list: false,
        },
        OptionInfo {
            name: "op-pipelines",
            description: "Callable operation specific optimizer pipelines (in the form of \
                          `dialect.op(pipeline)`)",
            value_name: "pass-manager",
            default: "",
            values: &[],
            list: true,
        },
        OptionInfo {
            name: "max-iterations",
            description: "Maximum number of iterations when inlining within an SCC",
            value_name: "uint",
            default: "4",
            values: &[],
            list: false,
        },
        OptionInfo {
            name: "inlining-threshold",
            description: "If the ratio between the number of the operations in the callee \
                          and the number of the operations in the caller exceeds this value \
                          (in percentage), then the callee is not inlined even if it is legal \
                          to inline it",
            value_name: "uint",
            default: "4294967295",
            values: &[],
            list: false,
        },
    ],
    statistics: &[],
    dependent_dialects: &[],
};

/// The `inline` pass.
#[derive(Clone, Debug)]
pub struct Inline {
    /// `default-pipeline`: the pipeline (pass list) for callables without an `op-pipelines`
    /// entry; empty: none
    pub default_pipeline: String,
    /// `op-pipelines`: `op.name(passes)` pipelines by callable op name
    pub op_pipelines: Vec<String>,
    /// `max-iterations`
    pub max_iterations: u32,
    /// `inlining-threshold` (percent; `u32::MAX`: no limit)
    pub inlining_threshold: u32,
}

impl Default for Inline {
    fn default() -> Self {
        Inline {
            default_pipeline: "canonicalize".to_string(),
            op_pipelines: Vec::new(),
            max_iterations: 4,
            inlining_threshold: u32::MAX,
        }
    }
}

impl Pass for Inline {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
        // the call graph first, as MLIR's inliner asks for it before checking the op
        let mut symbols = SymbolTables::new();
        let start = std::time::Instant::now();
        let cg = CallGraph::new(ctx, op, &mut symbols);
        state.record_analysis("CallGraph", start.elapsed());
        if !ctx.op_traits(op).contains(OpTraits::SYMBOL_TABLE) {
            let mut d = op_error(
                ctx,
                op,
                " was scheduled to run under the inliner, but does not define a symbol table",
            );
            d.notes.push(current_op_note(ctx, op));
            state.emit(d);
            return Err(PassFailure);
        }
        let mut run = InlinerRun {
            options: self,
            pipelines: FxHashMap::default(),
            symbols,
            dead: Vec::new(),
            dead_set: FxHashMap::default(),
        };
        run.run(ctx, op, &cg, state)
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), OptionError> {
        self.set_option_with(name, value, &PassRegistry::with_core_passes())
    }

    fn set_option_with(
        &mut self,
        name: &str,
        value: Option<&str>,
        registry: &PassRegistry,
    ) -> Result<(), OptionError> {
        match name {
            "default-pipeline" => parse_option(&mut self.default_pipeline, name, value),
            "op-pipelines" => {
                let mut texts: Vec<String> = Vec::new();
                parse_option(&mut texts, name, value)?;
                let _depth = NestingGuard::enter()?;
                let known = |n: &str| registry.lookup(n).is_some();
                let nested = |e| OptionError::Pipeline(Box::new(e));
                let mut pipelines = Vec::with_capacity(texts.len());
                for text in texts {
                    let p = PassPipeline::parse(&text, known)
                        .map_err(|e| nested(NestedPipelineError::Syntax(e)))?;
                    let pm = PassManager::from_pipeline(&p, registry).map_err(|e| {
                        // too deep: said once, not once per level
                        let inner = match &e {
                            BuildError::InPipelines { error, .. } => &**error,
                            e => e,
                        };
                        match inner {
                            BuildError::Option { error, .. } if NestingGuard::is_depth(error) => {
                                error.clone()
                            }
                            _ => nested(NestedPipelineError::Build(e)),
                        }
                    })?;
                    pipelines.push(pm.to_pipeline_string());
                }
                self.op_pipelines = pipelines;
                Ok(())
            }
            "max-iterations" => parse_option(&mut self.max_iterations, name, value),
            "inlining-threshold" => parse_option(&mut self.inlining_threshold, name, value),
            _ => Err(OptionError::NoSuchOption(name.to_string())),
        }
    }

    fn print_options(&self, out: &mut String) {
        // a string option prints `name=` even when empty; an empty list prints nothing
        out.push_str("default-pipeline=");
        out.push_str(&option_text(&self.default_pipeline));
        out.push_str(" inlining-threshold=");
        out.push_str(&option_text(&self.inlining_threshold));
        out.push_str(" max-iterations=");
        out.push_str(&option_text(&self.max_iterations));
        out.push(' ');
        if !self.op_pipelines.is_empty() {
            // pipelines print as they are (not as strings, which a space would brace)
            out.push_str("op-pipelines={");
            out.push_str(&self.op_pipelines.join(","));
            out.push('}');
        }
    }
}

/// mlir-opt's `see current operation` note on an error a pass reports about `op` (the op in
/// generic form, local scope).
fn current_op_note(ctx: &Context, op: Op) -> Diagnostic {
    let flags = PrintFlags {
        generic: true,
        ..PrintFlags::default()
    };
    let text = crate::text::printer::ops::print_op_local(ctx, op, flags);
    let sep = if text.contains('\n') { "\n" } else { "" };
    Diagnostic {
        severity: Severity::Note,
        loc: op_loc(ctx, op),
        message: format!("see current operation: {sep}{text}"),
        notes: Vec::new(),
    }
}

/// A call found for inlining: the call, the node it is in and the node it resolves to.
#[derive(Clone, Copy, Debug)]
struct ResolvedCall {
    call: Op,
    source: NodeId,
    target: NodeId,
}

/// Symbol uses held by one callable (MLIR's `CGUser`).
#[derive(Default, Debug)]
struct CallableUses {
    /// discardable callables the callable op's own attributes name
    top_level: Vec<NodeId>,
    /// discardable callables named inside it, with counts
    inner: FxHashMap<NodeId, i64>,
}

/// The use counts of discardable (private) callables (MLIR's `CGUseList`).
#[derive(Default, Debug)]
struct UseList {
    discardable: FxHashMap<NodeId, i64>,
    node_uses: FxHashMap<NodeId, CallableUses>,
}

/// The callable op of a node with a region.
fn node_op(ctx: &Context, cg: &CallGraph, node: NodeId) -> Option<Op> {
    cg.node(node).region.and_then(|r| ctx.ir.region_parent(r))
}

/// Calls `f(node, user)` for each symbol use in `op` (nested ops included) that names a
/// callable with a node, resolving each reference once through `cache` (MLIR's
/// `walkReferencedSymbolNodes`).
fn walk_referenced_nodes(
    ctx: &Context,
    op: Op,
    cg: &CallGraph,
    symbols: &mut SymbolTables,
    cache: &mut FxHashMap<Attribute, Option<NodeId>>,
    mut f: impl FnMut(NodeId, Op),
) {
    let Some(uses) = symbol_uses(ctx, op) else {
        return;
    };
    let table = ctx.ir.parent_op(op);
    for (sym, user) in uses {
        let node = *cache.entry(sym).or_insert_with(|| {
            let target = table.and_then(|t| symbols.lookup_nearest(ctx, t, sym))?;
            cg.lookup(callable_region(ctx, target)?)
        });
        if let Some(n) = node {
            f(n, user);
        }
    }
}

impl UseList {
    fn new(ctx: &Context, root: Op, cg: &CallGraph, symbols: &mut SymbolTables) -> Self {
        let mut list = UseList::default();
        let mut always_live: FxHashMap<Attribute, Option<NodeId>> = FxHashMap::default();
        // the symbol tables under `root`, innermost first
        let mut tables = Vec::new();
        let mut stack = vec![root];
        while let Some(o) = stack.pop() {
            if ctx.op_traits(o).contains(OpTraits::SYMBOL_TABLE) {
                tables.push(o);
            }
            for &r in ctx.ir.op(o).regions.iter().rev() {
                for b in ctx.ir.region_blocks(r) {
                    stack.extend(ctx.ir.block_ops(b));
                }
            }
        }
        for &table in tables.iter().rev() {
            let Some(&region) = ctx.ir.op(table).regions.first() else {
                continue;
            };
            for b in ctx.ir.region_blocks(region) {
                for o in ctx.ir.block_ops(b) {
                    if let Some(node) = callable_region(ctx, o).and_then(|r| cg.lookup(r)) {
                        // only private symbols may be dropped once unused
                        if ctx.op_traits(o).contains(OpTraits::SYMBOL) && is_private_symbol(ctx, o)
                        {
                            list.discardable.entry(node).or_insert(0);
                        }
                        continue;
                    }
                    walk_referenced_nodes(ctx, o, cg, symbols, &mut always_live, |_, _| {});
                }
            }
        }
        for n in always_live.values().flatten() {
            list.discardable.remove(n);
        }
        for node in cg.nodes().skip(2) {
            list.recompute(ctx, node, cg, symbols);
        }
        list
    }

    fn decrement(&mut self, uses: &CallableUses) {
        for n in &uses.top_level {
            *self.discardable.entry(*n).or_insert(0) -= 1;
        }
        for (n, c) in &uses.inner {
            *self.discardable.entry(*n).or_insert(0) -= c;
        }
    }

    /// Recounts the uses `node`'s callable holds.
    fn recompute(
        &mut self,
        ctx: &Context,
        node: NodeId,
        cg: &CallGraph,
        symbols: &mut SymbolTables,
    ) {
        let Some(op) = node_op(ctx, cg, node) else {
            return;
        };
        let old = self.node_uses.remove(&node).unwrap_or_default();
        self.decrement(&old);
        let mut uses = CallableUses::default();
        let discardable = &mut self.discardable;
        let mut cache = FxHashMap::default();
        walk_referenced_nodes(ctx, op, cg, symbols, &mut cache, |n, user| {
            let Some(count) = discardable.get_mut(&n) else {
                return;
            };
            if user != op {
                *uses.inner.entry(n).or_insert(0) += 1;
            } else if uses.top_level.contains(&n) {
                return;
            } else {
                uses.top_level.push(n);
            }
            *count += 1;
        });
        self.node_uses.insert(node, uses);
    }

    /// Drops the uses `call` (inside `user`'s callable) holds.
    fn drop_call_uses(
        &mut self,
        ctx: &Context,
        user: NodeId,
        call: Op,
        cg: &CallGraph,
        symbols: &mut SymbolTables,
    ) {
        let refs = &mut self.node_uses.entry(user).or_default().inner;
        let discardable = &mut self.discardable;
        let mut cache = FxHashMap::default();
        walk_referenced_nodes(ctx, call, cg, symbols, &mut cache, |n, _| {
            if let Some(c) = refs.get_mut(&n) {
                *c -= 1;
                *discardable.entry(n).or_insert(0) -= 1;
            }
        });
    }

    /// `lhs` was inlined into `rhs`: `rhs` now holds `lhs`'s inner uses too.
    fn merge_after_inlining(&mut self, lhs: NodeId, rhs: NodeId) {
        let lhs_uses: Vec<(NodeId, i64)> = self
            .node_uses
            .get(&lhs)
            .map(|u| u.inner.iter().map(|(&n, &c)| (n, c)).collect())
            .unwrap_or_default();
        let rhs_uses = self.node_uses.entry(rhs).or_default();
        for &(n, c) in &lhs_uses {
            *rhs_uses.inner.entry(n).or_insert(0) += c;
        }
        for (n, c) in lhs_uses {
            *self.discardable.entry(n).or_insert(0) += c;
        }
    }

    /// Forgets `node` and the callables nested in it, dropping the uses they hold.
    fn erase_node(&mut self, cg: &CallGraph, node: NodeId) {
        let mut work = vec![node];
        while let Some(n) = work.pop() {
            work.extend(
                cg.node(n)
                    .edges()
                    .iter()
                    .filter(|e| e.1 == crate::analysis::calls::EdgeKind::Child)
                    .map(|e| e.0),
            );
            if let Some(uses) = self.node_uses.remove(&n) {
                self.decrement(&uses);
            }
            self.discardable.remove(&n);
        }
    }

    fn is_dead(&self, ctx: &Context, cg: &CallGraph, node: NodeId) -> bool {
        let Some(op) = node_op(ctx, cg, node) else {
            return false;
        };
        if !ctx.op_traits(op).contains(OpTraits::SYMBOL) {
            return is_memory_effect_free(ctx, op)
                && ctx.ir.results(op).all(|r| !ctx.ir.has_uses(r));
        }
        self.discardable.get(&node) == Some(&0)
    }

    fn has_one_use_and_discardable(&self, ctx: &Context, cg: &CallGraph, node: NodeId) -> bool {
        let Some(op) = node_op(ctx, cg, node) else {
            return false;
        };
        if !ctx.op_traits(op).contains(OpTraits::SYMBOL) {
            let uses: usize = ctx.ir.results(op).map(|r| ctx.ir.uses(r).count()).sum();
            return is_memory_effect_free(ctx, op) && uses == 1;
        }
        self.discardable.get(&node) == Some(&1)
    }
}

/// Appends the calls in `blocks` (attributed to `source`) that resolve to a callable node,
/// looking into nested callables only when `nested_nodes` (MLIR's `collectCallOps`; the
/// work list is last-in first-out, as MLIR's).
fn collect_calls(
    ctx: &Context,
    blocks: &[Block],
    source: NodeId,
    cg: &CallGraph,
    symbols: &mut SymbolTables,
    nested_nodes: bool,
    calls: &mut Vec<ResolvedCall>,
) {
    let mut work: Vec<(Block, NodeId)> = blocks.iter().map(|&b| (b, source)).collect();
    while let Some((block, node)) = work.pop() {
        for op in ctx.ir.block_ops(block) {
            if let Some(call) = as_call_op(ctx, &op) {
                if let Some(Callee::Symbol(s)) = call.callee(ctx) {
                    // nested references are not inlined
                    if matches!(ctx.attr_kind(s), AttrKind::SymbolRef { nested, .. } if !nested.is_empty())
                    {
                        continue;
                    }
                }
                let target = cg.resolve_call(ctx, op, symbols);
                if !cg.node(target).is_external() {
                    calls.push(ResolvedCall {
                        call: op,
                        source: node,
                        target,
                    });
                }
                continue;
            }
            for &r in ctx.ir.op(op).regions.iter() {
                let nested = cg.lookup(r);
                if nested_nodes || nested.is_none() {
                    let n = nested.unwrap_or(node);
                    work.extend(ctx.ir.region_blocks(r).map(|b| (b, n)));
                }
            }
        }
    }
}

/// The number of ops in `region`, nested ones included.
fn count_ops(ctx: &Context, region: Region) -> u32 {
    let mut n = 0u32;
    let mut regions = vec![region];
    while let Some(r) = regions.pop() {
        for b in ctx.ir.region_blocks(r) {
            for o in ctx.ir.block_ops(b) {
                n = n.wrapping_add(1);
                regions.extend(ctx.ir.op(o).regions.iter().copied());
            }
        }
    }
    n
}

/// One run of the inliner on a symbol table op.
struct InlinerRun<'a> {
    options: &'a Inline,
    /// pipelines by callable op name (`None`: none to run)
    pipelines: FxHashMap<String, Option<PassManager>>,
    symbols: SymbolTables,
    /// callables to erase at the end, in the order they were found dead
    dead: Vec<NodeId>,
    /// the members of `dead`
    dead_set: FxHashMap<NodeId, ()>,
}

impl InlinerRun<'_> {
    fn run(
        &mut self,
        ctx: &mut Context,
        root: Op,
        cg: &CallGraph,
        state: &mut PassState,
    ) -> PassResult {
        let mut uses = UseList::new(ctx, root, cg, &mut self.symbols);
        for mut scc in cg.sccs() {
            self.inline_scc(ctx, cg, &mut uses, &mut scc, state)?;
        }
        let dead: Vec<Op> = self
            .dead
            .iter()
            .filter_map(|&n| node_op(ctx, cg, n))
            .collect();
        for op in dead {
            if ctx.ir.op_parent(op).is_some() {
                ctx.ir.erase_op(op);
            }
        }
        Ok(())
    }

    /// Simplifies and inlines within one component until nothing more is inlined.
    fn inline_scc(
        &mut self,
        ctx: &mut Context,
        cg: &CallGraph,
        uses: &mut UseList,
        scc: &mut Vec<NodeId>,
        state: &mut PassState,
    ) -> PassResult {
        let mut iteration = 0u32;
        loop {
            self.optimize_scc(ctx, cg, uses, scc, state)?;
            if !self.inline_calls_in_scc(ctx, cg, uses, scc) {
                break;
            }
            iteration += 1;
            if iteration >= self.options.max_iterations {
                break;
            }
        }
        Ok(())
    }

    /// Runs the optimization pipeline on the component's callables (those without nested
    /// callables, isolated from above), then recounts their uses.
    fn optimize_scc(
        &mut self,
        ctx: &mut Context,
        cg: &CallGraph,
        uses: &mut UseList,
        scc: &[NodeId],
        state: &mut PassState,
    ) -> PassResult {
        let mut visit = Vec::new();
        for &node in scc {
            let n = cg.node(node);
            if n.is_external() || n.has_children() {
                continue;
            }
            let Some(op) = node_op(ctx, cg, node) else {
                continue;
            };
            if !ctx.op_traits(op).contains(OpTraits::ISOLATED_FROM_ABOVE) {
                continue;
            }
            visit.push((node, op));
        }
        if visit.is_empty() {
            return Ok(());
        }
        for &(_, op) in &visit {
            self.optimize_callable(ctx, op, state)?;
        }
        for &(node, _) in &visit {
            uses.recompute(ctx, node, cg, &mut self.symbols);
        }
        Ok(())
    }

    /// Runs the pipeline for `op`'s name on it.
    fn optimize_callable(
        &mut self,
        ctx: &mut Context,
        op: Op,
        state: &mut PassState,
    ) -> PassResult {
        let name = ctx.str(ctx.ir.op(op).name).to_string();
        if !self.pipelines.contains_key(&name) {
            let p = self.options.pipeline_for(&name, state);
            self.pipelines.insert(name.clone(), p);
        }
        let Some(Some(pm)) = self.pipelines.get_mut(&name) else {
            return Ok(());
        };
        state.run_pipeline(ctx, pm, op)
    }

    /// Inlines the calls of the component that may be inlined; `true` when any was.
    fn inline_calls_in_scc(
        &mut self,
        ctx: &mut Context,
        cg: &CallGraph,
        uses: &mut UseList,
        scc: &mut Vec<NodeId>,
    ) -> bool {
        let mut calls: Vec<ResolvedCall> = Vec::new();
        // nodes found dead, in order, and as a set
        let mut dead_nodes: Vec<NodeId> = Vec::new();
        let mut dead_set: FxHashMap<NodeId, ()> = FxHashMap::default();
        for &node in scc.iter() {
            if cg.node(node).is_external() {
                continue;
            }
            if uses.is_dead(ctx, cg, node) {
                if dead_set.insert(node, ()).is_none() {
                    dead_nodes.push(node);
                }
            } else if let Some(r) = cg.node(node).region {
                let blocks: Vec<Block> = ctx.ir.region_blocks(r).collect();
                collect_calls(ctx, &blocks, node, cg, &mut self.symbols, false, &mut calls);
            }
        }

        // which inlining brought each call in: an index into `history`, whose entries are
        // (callee inlined, the entry of the call that was inlined)
        let mut history: Vec<(NodeId, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let it = calls[i];
            let hist = call_history[i];
            i += 1;
            if dead_set.contains_key(&it.source) {
                continue;
            }
            let mut h = hist;
            let mut in_history = false;
            while let Some(k) = h {
                if history[k].0 == it.target {
                    in_history = true;
                    break;
                }
                h = history[k].1;
            }
            if in_history || !self.should_inline(ctx, cg, it) {
                continue;
            }
            let Some(region) = cg.node(it.target).region else {
                continue;
            };
            let Some(callable) = ctx.ir.region_parent(region) else {
                continue;
            };
            let in_place = uses.has_one_use_and_discardable(ctx, cg, it.target);
            let prev = calls.len();
            let symbols = &mut self.symbols;
            let mut found = Vec::new();
            let mut on_inlined = |ctx: &Context, blocks: &[Block]| {
                let Some(first) = blocks.first() else {
                    return;
                };
                let mut r = ctx.ir.block_parent(*first);
                let node = loop {
                    let Some(reg) = r else {
                        return;
                    };
                    if let Some(n) = cg.lookup(reg) {
                        break n;
                    }
                    r = ctx
                        .ir
                        .region_parent(reg)
                        .and_then(|p| ctx.ir.op_parent(p))
                        .and_then(|b| ctx.ir.block_parent(b));
                };
                collect_calls(ctx, blocks, node, cg, symbols, true, &mut found);
            };
            if !inline_call(ctx, it.call, callable, region, !in_place, &mut on_inlined) {
                continue;
            }
            inlined_any = true;
            calls.extend(found);
            let id = history.len();
            history.push((it.target, hist));
            call_history.resize(calls.len(), Some(id));
            debug_assert!(call_history.len() >= prev);

            uses.drop_call_uses(ctx, it.source, it.call, cg, &mut self.symbols);
            uses.merge_after_inlining(it.target, it.source);
            ctx.ir.erase_op(it.call);
            if in_place {
                uses.erase_node(cg, it.target);
                if dead_set.insert(it.target, ()).is_none() {
                    dead_nodes.push(it.target);
                }
            }
        }
        if !dead_nodes.is_empty() {
            scc.retain(|n| !dead_set.contains_key(n));
        }
        for node in dead_nodes {
            if self.dead_set.insert(node, ()).is_none() {
                self.dead.push(node);
            }
        }
        inlined_any
    }

    /// Whether `it` should be inlined (MLIR's `shouldInline` and the pass's profitability).
    fn should_inline(&self, ctx: &Context, cg: &CallGraph, it: ResolvedCall) -> bool {
        if ctx.op_traits(it.call).contains(OpTraits::TERMINATOR) {
            return false;
        }
        let target = cg.node(it.target);
        if target
            .edges()
            .iter()
            .any(|e| e.0 == it.target || e.0 == it.source)
        {
            return false;
        }
        // the callee encloses the call: the call's node is the callee or nested in it
        let mut n = Some(it.source);
        while let Some(x) = n {
            if x == it.target {
                return false;
            }
            n = cg.node(x).parent;
        }
        let Some(region) = target.region else {
            return false;
        };
        let multi = ctx
            .ir
            .first_block(region)
            .and_then(|b| ctx.ir.next_block(b))
            .is_some();
        if multi {
            let callee_op = ctx.ir.region_parent(region);
            let caller_op = ctx.ir.parent_op(it.call);
            let same_name = match (callee_op, caller_op) {
                (Some(a), Some(b)) => ctx.ir.op(a).name == ctx.ir.op(b).name,
                _ => false,
            };
            let single_block = caller_op.is_some_and(|p| {
                ctx.op_info(p).is_none() || ctx.op_traits(p).contains(OpTraits::SINGLE_BLOCK)
            });
            if !same_name && single_block {
                return false;
            }
        }
        self.profitable(ctx, cg, it)
    }

    /// Whether the callee is at most `inlining-threshold` percent of the caller's size.
    fn profitable(&self, ctx: &Context, cg: &CallGraph, it: ResolvedCall) -> bool {
        let threshold = self.options.inlining_threshold;
        if threshold == 0 {
            return false;
        }
        if threshold == u32::MAX {
            return true;
        }
        let (Some(caller), Some(callee)) = (cg.node(it.source).region, cg.node(it.target).region)
        else {
            return false;
        };
        let caller_ops = count_ops(ctx, caller);
        if caller_ops == 0 {
            return true;
        }
        count_ops(ctx, callee).wrapping_mul(100) / caller_ops <= threshold
    }
}

impl Inline {
    /// The optimization pipeline for callables named `op_name`: the first `op-pipelines`
    /// entry anchored on it, else the default pipeline (`None`: nothing to run). A default
    /// pipeline that does not parse is reported and runs empty; one whose pass fails to be
    /// added is reported and keeps the passes added until then (as in mlir-opt).
    fn pipeline_for(&self, op_name: &str, state: &mut PassState) -> Option<PassManager> {
        let registry = state.registry().into_owned();
        let known = |n: &str| registry.lookup(n).is_some();
        let parsed = self
            .op_pipelines
            .iter()
            .filter_map(|t| PassPipeline::parse(t, known).ok())
            .find(|p| p.anchor() == op_name && !p.top_entries().is_empty());
        let mut pm = match parsed {
            Some(p) => PassManager::from_pipeline(&p, &registry).ok()?,
            None if self.default_pipeline.is_empty() => return None,
            None => {
                let text = format!("{op_name}({})", self.default_pipeline);
                match PassPipeline::parse(&text, known) {
                    Err(e) => {
                        state.report_text(e.render());
                        PassManager::new(op_name)
                    }
                    Ok(p) => {
                        let (pm, error) = PassManager::from_pipeline_partial(&p, &registry);
                        if let Some(e) = error {
                            let text = e.render_nested(state.tool());
                            state.report_text(text);
                        }
                        pm
                    }
                }
            }
        };
        pm.registry = registry;
        // the IR is verified after the inliner itself; verifying each callable after each
        // pass too would re-check every call's symbol (a scan of the module per call here)
        pm.verify_each = false;
        Some(pm)
    }
}

/// How deep `op-pipelines` values may nest `inline` passes with `op-pipelines` of their own.
/// Each level keeps the printed text of the levels inside it, so text grows with the square
/// of the depth (mlir-opt already takes minutes at a depth of 100).
pub const MAX_NESTED_PIPELINE_DEPTH: usize = 64;

thread_local! {
    /// The depth of `op-pipelines` values being set on this thread.
    static NESTED_DEPTH: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// One level of `op-pipelines` being set; refused beyond [`MAX_NESTED_PIPELINE_DEPTH`].
struct NestingGuard;

impl NestingGuard {
    const MESSAGE: &str = "pipelines nest too deeply in pass options";

    fn enter() -> Result<NestingGuard, OptionError> {
        let depth = NESTED_DEPTH.with(|d| d.get());
        if depth >= MAX_NESTED_PIPELINE_DEPTH {
            return Err(OptionError::invalid(
                "op-pipelines",
                format!(
                    "{} (more than {MAX_NESTED_PIPELINE_DEPTH} levels)",
                    Self::MESSAGE
                ),
            ));
        }
        NESTED_DEPTH.with(|d| d.set(depth + 1));
        Ok(NestingGuard)
    }
}

impl NestingGuard {
    /// Whether `e` is the error [`NestingGuard::enter`] gives.
    fn is_depth(e: &OptionError) -> bool {
        matches!(e, OptionError::Invalid { option, message }
            if option == "op-pipelines" && message.starts_with(Self::MESSAGE))
    }
}

impl Drop for NestingGuard {
    fn drop(&mut self) {
        NESTED_DEPTH.with(|d| d.set(d.get().saturating_sub(1)));
    }
}

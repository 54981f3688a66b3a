//! Calls and callables: MLIR's `CallOpInterface` and `CallableOpInterface`, the symbol lookups
//! that resolve a call to its callee, and the [`CallGraph`] built from them (nodes for
//! callable regions, edges for calls and nesting, strongly connected components in the order
//! MLIR's inliner walks them: callees before their callers).
//!
//! A call op (`func.call`, `func.call_indirect`) declares `CallOpInterface` in its `.ods`
//! trait list (`extern_interface ods_runtime::analysis::calls::CallOpInterface`) and
//! implements [`CallOpInterface`] on its handle; a callable op (`func.func`) does the same
//! with [`CallableOpInterface`].
//!
//! The symbol lookups here ([`SymbolTables`]) are the few the call graph and the inliner need:
//! the nearest symbol table of an op, a symbol by name in it (one hash map per table, built on
//! first use), and the symbol references an op and the ops nested in it hold.
//!
//! Nothing here recurses on the IR: walks use explicit work lists.

use std::ops::Range;

use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::{Context, FxHashMap, Symbol};
use crate::ir::ops::Properties;
use crate::ir::registry::{OpTraits, VerifyFn};
use crate::ir::types::Type;
use crate::ir::{Op, Region, Value};

/// What a call calls (MLIR's `CallInterfaceCallable`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A symbol reference (`@f`, `@m::@f`).
    Symbol(Attribute),
    /// An SSA value of function type.
    Value(Value),
}

/// MLIR's `CallOpInterface`: an op that transfers control to a callable and back.
pub trait CallOpInterface {
    /// The callee (MLIR's `getCallableForCallee`); `None` when the op has lost it.
    fn callee(&self, ctx: &Context) -> Option<Callee>;
    /// The operands passed to the callee's arguments, as a range of operand indices (MLIR's
    /// `getArgOperands`).
    fn arg_operands(&self, ctx: &Context) -> Range<usize>;
}

/// MLIR's `CallableOpInterface`: an op holding a region that calls may transfer control to.
pub trait CallableOpInterface {
    /// The region calls enter, `None` for a declaration (MLIR's `getCallableRegion`).
    fn callable_region(&self, ctx: &Context) -> Option<Region>;
    /// The types of the callable's arguments.
    fn argument_types(&self, ctx: &Context) -> Vec<Type>;
    /// The types of the callable's results.
    fn result_types(&self, ctx: &Context) -> Vec<Type>;
}

/// The runtime model of [`CallOpInterface`] an op registration attaches (the shape ODS
/// generates for interfaces, so `.ods` files can name it with `extern_interface`).
#[derive(Clone, Copy)]
pub struct CallOpInterfaceModel {
    /// Casts an operation of the implementing op type to the trait object.
    pub cast: for<'a> fn(&'a Op) -> &'a dyn CallOpInterface,
    /// The interface verifier (none).
    pub verify: Option<VerifyFn>,
}

impl CallOpInterfaceModel {
    /// The model of op type `T`, given its cast.
    pub const fn of<T: CallOpInterface + 'static>(
        cast: for<'a> fn(&'a Op) -> &'a dyn CallOpInterface,
    ) -> Self {
        CallOpInterfaceModel { cast, verify: None }
    }
}

/// The runtime model of [`CallableOpInterface`] (see [`CallOpInterfaceModel`]).
#[derive(Clone, Copy)]
pub struct CallableOpInterfaceModel {
    /// Casts an operation of the implementing op type to the trait object.
    pub cast: for<'a> fn(&'a Op) -> &'a dyn CallableOpInterface,
    /// The interface verifier (none).
    pub verify: Option<VerifyFn>,
}

impl CallableOpInterfaceModel {
    /// The model of op type `T`, given its cast.
    pub const fn of<T: CallableOpInterface + 'static>(
        cast: for<'a> fn(&'a Op) -> &'a dyn CallableOpInterface,
    ) -> Self {
        CallableOpInterfaceModel { cast, verify: None }
    }
}

/// `op` as a [`CallOpInterface`], when its registration attaches the interface.
pub fn as_call_op<'a>(ctx: &Context, op: &'a Op) -> Option<&'a dyn CallOpInterface> {
    let info = ctx.ir.op(*op).info?;
    ctx.registry
        .interface::<CallOpInterfaceModel>(info)
        .map(|m| (m.cast)(op))
}

/// `op` as a [`CallableOpInterface`], when its registration attaches the interface.
pub fn as_callable_op<'a>(ctx: &Context, op: &'a Op) -> Option<&'a dyn CallableOpInterface> {
    let info = ctx.ir.op(*op).info?;
    ctx.registry
        .interface::<CallableOpInterfaceModel>(info)
        .map(|m| (m.cast)(op))
}

/// The callee of call op `op`, when it is one.
pub fn call_callee(ctx: &Context, op: Op) -> Option<Callee> {
    as_call_op(ctx, &op)?.callee(ctx)
}

/// The argument operands of call op `op` (empty when it is not one).
pub fn call_arg_operands(ctx: &Context, op: Op) -> Vec<Value> {
    match as_call_op(ctx, &op) {
        Some(c) => {
            let r = c.arg_operands(ctx);
            ctx.ir.operands(op).skip(r.start).take(r.len()).collect()
        }
        None => Vec::new(),
    }
}

/// The callable region of callable op `op` (`None` when it is not callable or a declaration).
pub fn callable_region(ctx: &Context, op: Op) -> Option<Region> {
    as_callable_op(ctx, &op)?.callable_region(ctx)
}

/// The result types of callable op `op` (empty when it is not one).
pub fn callable_result_types(ctx: &Context, op: Op) -> Vec<Type> {
    as_callable_op(ctx, &op)
        .map(|c| c.result_types(ctx))
        .unwrap_or_default()
}

// ------------------------------------------------------------------------------- symbols

/// The attribute `name` of `op`: an inherent attribute (property slot or unregistered
/// properties) or a discardable one.
fn op_attr(ctx: &Context, op: Op, name: Symbol) -> Option<Attribute> {
    crate::ods::verify::op_attr_by_symbol(ctx, op, name)
}

/// Whether `op` may be a symbol table nobody knows about: an unregistered op with one region
/// whose dialect is not loaded (MLIR's `isPotentiallyUnknownSymbolTable`).
pub fn is_potentially_unknown_symbol_table(ctx: &Context, op: Op) -> bool {
    let data = ctx.ir.op(op);
    if data.regions.len() != 1 || data.info.is_some() {
        return false;
    }
    let name = ctx.str(data.name);
    let ns = name.split('.').next().unwrap_or(name);
    match ctx.lookup_symbol(ns) {
        Some(s) => ctx.registry.dialect(s).is_none(),
        None => true,
    }
}

/// Whether `op` is private: its `sym_visibility` is `"private"`.
pub fn is_private_symbol(ctx: &Context, op: Op) -> bool {
    let Some(vis) = ctx.lookup_symbol("sym_visibility") else {
        return false;
    };
    matches!(op_attr(ctx, op, vis).map(|a| ctx.attr_kind(a)),
        Some(AttrKind::String { value, .. }) if &value[..] == b"private")
}

/// A cache of symbol tables (MLIR's `SymbolTableCollection`): each symbol table op's symbols
/// by name, built the first time the table is searched.
#[derive(Default, Debug)]
pub struct SymbolTables {
    tables: FxHashMap<Op, FxHashMap<Box<[u8]>, Op>>,
}

impl SymbolTables {
    /// An empty cache.
    pub fn new() -> Self {
        SymbolTables::default()
    }

    /// The nearest symbol table at or above `from` (MLIR's `getNearestSymbolTable`): `None`
    /// when there is none or an op that may be an unknown symbol table comes first.
    pub fn nearest_table(ctx: &Context, from: Op) -> Option<Op> {
        let mut cur = from;
        loop {
            if ctx.op_traits(cur).contains(OpTraits::SYMBOL_TABLE) {
                return Some(cur);
            }
            cur = ctx.ir.parent_op(cur)?;
            if is_potentially_unknown_symbol_table(ctx, cur) {
                return None;
            }
        }
    }

    /// The symbol called `name` directly in symbol table `table` (the first block of its
    /// first region; the first of several with one name).
    pub fn lookup_in(&mut self, ctx: &Context, table: Op, name: &[u8]) -> Option<Op> {
        let map = self.tables.entry(table).or_insert_with(|| {
            let mut map = FxHashMap::default();
            let sym_name = ctx.lookup_symbol("sym_name");
            let block = ctx
                .ir
                .op(table)
                .regions
                .first()
                .and_then(|&r| ctx.ir.first_block(r));
            if let (Some(sym_name), Some(block)) = (sym_name, block) {
                for o in ctx.ir.block_ops(block) {
                    if let Some(a) = op_attr(ctx, o, sym_name) {
                        if let AttrKind::String { value, .. } = ctx.attr_kind(a) {
                            map.entry(value.clone()).or_insert(o);
                        }
                    }
                }
            }
            map
        });
        map.get(name).copied()
    }

    /// The op the symbol reference `sym` names, looked up from the nearest symbol table at
    /// or above `from` (MLIR's `lookupNearestSymbolFrom`), following nested references
    /// through the symbol tables they name.
    pub fn lookup_nearest(&mut self, ctx: &Context, from: Op, sym: Attribute) -> Option<Op> {
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
            return None;
        };
        let table = Self::nearest_table(ctx, from)?;
        let mut found = self.lookup_in(ctx, table, ctx.str(*root).as_bytes())?;
        for n in nested.iter() {
            if !ctx.op_traits(found).contains(OpTraits::SYMBOL_TABLE) {
                return None;
            }
            found = self.lookup_in(ctx, found, ctx.str(*n).as_bytes())?;
        }
        Some(found)
    }

    /// Forgets the cached symbols of `table` (after symbols were added to or erased from it).
    pub fn invalidate(&mut self, table: Op) {
        self.tables.remove(&table);
    }
}

/// Appends the symbol references held by the attributes of `op` (properties and
/// discardable attributes, looking inside arrays and dictionaries), each with `op`.
pub fn symbol_refs_of(ctx: &Context, op: Op, out: &mut Vec<(Attribute, Op)>) {
    let data = ctx.ir.op(op);
    // property slots in order, then the attribute dictionary, each depth first; the stack
    // only allocates for nested arrays and dictionaries (most ops hold neither)
    let mut stack: Vec<Attribute> = Vec::new();
    let mut walk = |root: Attribute| {
        let mut next = Some(root);
        while let Some(a) = next.take().or_else(|| stack.pop()) {
            match ctx.attr_kind(a) {
                AttrKind::SymbolRef { .. } => out.push((a, op)),
                AttrKind::Array(items) => stack.extend(items.iter().rev().copied()),
                AttrKind::Dictionary(entries) => stack.extend(entries.iter().rev().map(|e| e.1)),
                _ => {}
            }
        }
    };
    match &data.props {
        Properties::Slots(s) => s.iter().flatten().for_each(|&a| walk(a)),
        Properties::Dict(d) => walk(*d),
        Properties::None => {}
    }
    walk(data.attrs);
}

/// The symbol uses in `from` and the ops nested in it, without entering nested symbol tables
/// (MLIR's `SymbolTable::getSymbolUses(Operation *)`): `(reference, user)` pairs. `None` when
/// an op that may be an unknown symbol table is met (the uses cannot be known).
pub fn symbol_uses(ctx: &Context, from: Op) -> Option<Vec<(Attribute, Op)>> {
    if is_potentially_unknown_symbol_table(ctx, from) {
        return None;
    }
    let mut out = Vec::new();
    symbol_refs_of(ctx, from, &mut out);
    if ctx.op_traits(from).contains(OpTraits::SYMBOL_TABLE) {
        return Some(out);
    }
    let mut regions: Vec<Region> = ctx.ir.op(from).regions.to_vec();
    while let Some(r) = regions.pop() {
        for b in ctx.ir.region_blocks(r) {
            for o in ctx.ir.block_ops(b) {
                if is_potentially_unknown_symbol_table(ctx, o) {
                    return None;
                }
                symbol_refs_of(ctx, o, &mut out);
                if !ctx.op_traits(o).contains(OpTraits::SYMBOL_TABLE) {
                    regions.extend(ctx.ir.op(o).regions.iter().copied());
                }
            }
        }
    }
    Some(out)
}

// ---------------------------------------------------------------------------- call graph

/// A node of a [`CallGraph`] (an index).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The node every top-level callable is reachable from (MLIR's external caller node).
    pub const EXTERNAL: NodeId = NodeId(0);
    /// The node calls that resolve to nothing known go to (MLIR's unknown callee node).
    pub const UNKNOWN: NodeId = NodeId(1);

    /// The node's index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// What an edge of the call graph stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// From the external node to a callable that may be called from outside.
    Abstract,
    /// A call.
    Call,
    /// From a callable to a callable nested in its region.
    Child,
}

/// A node: a callable region (none for the two external nodes) and its edges in the order
/// they were added, without duplicates.
#[derive(Debug, Default)]
pub struct CallGraphNode {
    /// The callable region (`None` for [`NodeId::EXTERNAL`] and [`NodeId::UNKNOWN`]).
    pub region: Option<Region>,
    /// The node whose region encloses this one, if any.
    pub parent: Option<NodeId>,
    edges: Vec<(NodeId, EdgeKind)>,
    edge_set: FxHashMap<(NodeId, EdgeKind), ()>,
}

impl CallGraphNode {
    /// The edges, in insertion order.
    pub fn edges(&self) -> &[(NodeId, EdgeKind)] {
        &self.edges
    }

    /// Whether the node has child edges (callables nested in it).
    pub fn has_children(&self) -> bool {
        self.edges.iter().any(|e| e.1 == EdgeKind::Child)
    }

    /// Whether this is one of the two external nodes.
    pub fn is_external(&self) -> bool {
        self.region.is_none()
    }

    fn add_edge(&mut self, to: NodeId, kind: EdgeKind) {
        if self.edge_set.insert((to, kind), ()).is_none() {
            self.edges.push((to, kind));
        }
    }
}

/// MLIR's `CallGraph`: one node per callable region under an op, an abstract edge from the
/// external node to each callable that is not nested in another, a child edge from a callable
/// to each callable nested in it, and a call edge from a callable to what each call in it
/// resolves to (the unknown node when it resolves to no callable region).
#[derive(Debug)]
pub struct CallGraph {
    nodes: Vec<CallGraphNode>,
    by_region: FxHashMap<Region, NodeId>,
}

impl CallGraph {
    /// The call graph of everything nested in `root`.
    pub fn new(ctx: &Context, root: Op, symbols: &mut SymbolTables) -> Self {
        let mut cg = CallGraph {
            nodes: vec![CallGraphNode::default(), CallGraphNode::default()],
            by_region: FxHashMap::default(),
        };
        // first the nodes (calls may refer to callables that come later), then the calls
        cg.walk(ctx, root, symbols, false);
        cg.walk(ctx, root, symbols, true);
        cg
    }

    /// One pre-order walk of `root` (MLIR's `computeCallGraph`): adds the nodes, or the call
    /// edges when `resolve_calls`.
    fn walk(&mut self, ctx: &Context, root: Op, symbols: &mut SymbolTables, resolve_calls: bool) {
        let mut stack: Vec<(Op, Option<NodeId>)> = vec![(root, None)];
        while let Some((op, mut parent)) = stack.pop() {
            if as_call_op(ctx, &op).is_some() {
                if resolve_calls {
                    if let Some(p) = parent {
                        let to = self.resolve_call(ctx, op, symbols);
                        self.nodes[p.index()].add_edge(to, EdgeKind::Call);
                    }
                }
                continue;
            }
            if let Some(c) = as_callable_op(ctx, &op) {
                match c.callable_region(ctx) {
                    Some(r) => parent = Some(self.get_or_add_node(r, parent)),
                    None => continue,
                }
            }
            let first = stack.len();
            for &r in ctx.ir.op(op).regions.iter() {
                for b in ctx.ir.region_blocks(r) {
                    for o in ctx.ir.block_ops(b) {
                        stack.push((o, parent));
                    }
                }
            }
            stack[first..].reverse();
        }
    }

    fn get_or_add_node(&mut self, region: Region, parent: Option<NodeId>) -> NodeId {
        if let Some(&n) = self.by_region.get(&region) {
            return n;
        }
        let id = NodeId(self.nodes.len() as u32);
        self.nodes.push(CallGraphNode {
            region: Some(region),
            parent,
            ..CallGraphNode::default()
        });
        self.by_region.insert(region, id);
        match parent {
            Some(p) => self.nodes[p.index()].add_edge(id, EdgeKind::Child),
            None => self.nodes[0].add_edge(id, EdgeKind::Abstract),
        }
        id
    }

    /// The node a call resolves to (MLIR's `resolveCallable`): its callee's callable region
    /// node, or [`NodeId::UNKNOWN`].
    pub fn resolve_call(&self, ctx: &Context, call: Op, symbols: &mut SymbolTables) -> NodeId {
        let target = match call_callee(ctx, call) {
            Some(Callee::Symbol(s)) => symbols.lookup_nearest(ctx, call, s),
            Some(Callee::Value(v)) => v.owner_op(ctx),
            None => None,
        };
        target
            .and_then(|t| callable_region(ctx, t))
            .and_then(|r| self.lookup(r))
            .unwrap_or(NodeId::UNKNOWN)
    }

    /// The node of a callable region.
    pub fn lookup(&self, region: Region) -> Option<NodeId> {
        self.by_region.get(&region).copied()
    }

    /// A node.
    pub fn node(&self, id: NodeId) -> &CallGraphNode {
        &self.nodes[id.index()]
    }

    /// Every node, the two external ones first, then in the order callables were found.
    pub fn nodes(&self) -> impl Iterator<Item = NodeId> {
        (0..self.nodes.len() as u32).map(NodeId)
    }

    /// The strongly connected components reachable from the external node, in the order
    /// LLVM's `scc_iterator` gives them (Tarjan's algorithm following edges in insertion
    /// order: every component comes after the components it calls into; inside a component
    /// the node found last comes first).
    pub fn sccs(&self) -> Vec<Vec<NodeId>> {
        const DONE: u32 = u32::MAX;
        let mut number: Vec<u32> = vec![0; self.nodes.len()];
        let mut next_number = 1u32;
        number[NodeId::EXTERNAL.index()] = next_number;
        let mut scc_stack: Vec<NodeId> = vec![NodeId::EXTERNAL];
        // (node, next edge index, lowest number seen)
        let mut visit: Vec<(NodeId, usize, u32)> = vec![(NodeId::EXTERNAL, 0, next_number)];
        let mut out = Vec::new();
        while let Some(top) = visit.last_mut() {
            let edges = &self.nodes[top.0.index()].edges;
            if top.1 < edges.len() {
                let child = edges[top.1].0;
                top.1 += 1;
                let cn = number[child.index()];
                if cn == 0 {
                    next_number += 1;
                    number[child.index()] = next_number;
                    scc_stack.push(child);
                    visit.push((child, 0, next_number));
                } else {
                    top.2 = top.2.min(cn);
                }
                continue;
            }
            let (n, _, min) = *top;
            visit.pop();
            if let Some(parent) = visit.last_mut() {
                parent.2 = parent.2.min(min);
            }
            if min != number[n.index()] {
                continue;
            }
            let mut scc = Vec::new();
            while let Some(m) = scc_stack.pop() {
                number[m.index()] = DONE;
                scc.push(m);
                if m == n {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

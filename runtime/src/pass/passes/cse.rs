//! `cse` (MLIR's `CSE`): common subexpression elimination over the dominance tree, with
//! MLIR 22's rules, and [`eliminate_common_subexpressions`], the same on any op.
//!
//! The walk visits the regions of the op it runs on. In a region of one block, the block's ops
//! are visited in order; in a region of several blocks with SSA dominance, the blocks
//! reachable from the entry are visited in dominator-tree preorder
//! ([`crate::analysis::domtree`]), so an op sees the ops of the blocks dominating its own
//! (unreachable blocks, and multi-block regions without SSA dominance, are skipped). The
//! regions of an op are visited before the op itself, in the scope of the op's block, unless
//! the op is isolated from above or unregistered: those start from an empty table.
//!
//! Each visited op, terminators aside:
//! - without uses and trivially dead ([`crate::analysis::effects::would_be_trivially_dead`]):
//!   erased (counted in `num-dce'd`);
//! - with a region of several blocks: kept as is;
//! - free of memory effects: replaced by an equivalent op seen before in scope
//!   ([`crate::analysis::equivalence::ops_equivalent`]: same name, operands (in any order
//!   for a commutative op), attributes and properties, result types, equivalent regions;
//!   locations ignored), or remembered;
//! - whose only effects are reads: replaced likewise when the earlier op is in the same block
//!   and no op between them may write (recursively, unknown effects counting as writes);
//!   otherwise remembered in its place;
//! - anything else (writes, allocations, unknown effects): kept.
//!
//! A replaced op's uses go to the earlier op's results. In a region without SSA dominance (a
//! graph region: `builtin.module`'s body, unregistered ops' regions), a use is only replaced
//! when no op equivalent to its user is in the table (the user was not visited), and the op is
//! erased only when no use remains. An earlier op with an unknown location takes the replaced
//! op's location. Ops are erased at the end, in the order they were found.
//!
//! Cost: a scoped hash table keyed by op shape and operands; effect facts about nested ops are
//! memoized; the search for writes between two reads advances once through each block. The
//! walk uses an explicit stack, so region nesting costs no call stack.

use crate::analysis::domtree::DomTree;
use crate::analysis::effects::{op_effects, own_effects_removable, EffectKind};
use crate::analysis::equivalence::{ops_equivalent, ShapeHasher};
use crate::ir::context::{Context, FxHashMap, FxHasher};
use crate::ir::registry::OpTraits;
use crate::ir::{Block, Op, Region};
use crate::pass::{Pass, PassInfo, PassResult, PassState, StatisticInfo};
use std::hash::Hasher;

static INFO: PassInfo = PassInfo {
    argument: "cse",
    name: "CSE",
    summary: "Eliminate common sub-expressions",
    description: "Replaces an operation by an equivalent one that dominates it when the \
                  memory-effect interface shows this is safe, and erases operations found \
                  trivially dead on the way.",
    anchor: None,
    options: &[],
    statistics: &[
        StatisticInfo {
            name: "num-cse'd",
            description: "Number of operations CSE'd",
        },
        StatisticInfo {
            name: "num-dce'd",
            description: "Number of operations DCE'd",
        },
    ],
    dependent_dialects: &[],
};

/// The `cse` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cse;

impl Pass for Cse {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
        // MLIR's CSE asks for `DominanceInfo`, whose trees are built lazily as the walk
        // needs them: the analysis itself is a marker, cached like MLIR's
        let _ = state.analysis::<DominanceInfo>(ctx, op);
        let stats = eliminate_common_subexpressions(ctx, op);
        state.add_statistic(0, stats.cse);
        state.add_statistic(1, stats.dce);
        if stats.cse == 0 && stats.dce == 0 {
            state.preserve_all_analyses();
        }
        Ok(())
    }
}

/// MLIR's `DominanceInfo` as CSE asks for it: dominance trees are built lazily during the
/// walk (and timed with the pass), so the analysis holds nothing; it shows in `--mlir-timing`
/// and is cached between passes as MLIR's is.
struct DominanceInfo;

impl crate::pass::Analysis for DominanceInfo {
    const NAME: &'static str = "DominanceInfo";
    fn compute(_ctx: &Context, _op: Op) -> Self {
        DominanceInfo
    }
}

/// What [`eliminate_common_subexpressions`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CseStats {
    /// ops replaced by an equivalent earlier op
    pub cse: u64,
    /// trivially dead ops erased
    pub dce: u64,
}

/// Runs CSE on the regions of `op` (MLIR's `eliminateCommonSubExpressions`); see the module
/// documentation.
pub fn eliminate_common_subexpressions(ctx: &mut Context, op: Op) -> CseStats {
    let mut d = Driver {
        ctx,
        maps: vec![ScopedTable::default()],
        shapes: ShapeHasher::new(),
        facts: Facts::default(),
        to_erase: Vec::new(),
        positions: crate::ir::marks::ScratchMap::take(),
        stats: CseStats::default(),
    };
    d.run(op);
    let Driver {
        ctx,
        to_erase,
        stats,
        ..
    } = d;
    for o in to_erase {
        ctx.ir.erase_op(o);
    }
    stats
}

/// A scoped table of ops keyed by their hash, looked up by equivalence (LLVM's
/// `ScopedHashTable`): an insertion shadows equivalent earlier ones until its scope ends.
#[derive(Debug, Default)]
struct ScopedTable {
    /// the newest entry of each hash
    heads: FxHashMap<u64, u32>,
    /// every live entry: the op and the previous entry of the same hash
    entries: Vec<(Op, u32)>,
    /// per open scope: the first entry index and the hashes inserted, in order
    scopes: Vec<(usize, Vec<u64>)>,
}

const NONE: u32 = u32::MAX;

impl ScopedTable {
    fn push_scope(&mut self) {
        self.scopes.push((self.entries.len(), Vec::new()));
    }

    fn pop_scope(&mut self) {
        let Some((start, hashes)) = self.scopes.pop() else {
            return;
        };
        for (i, h) in hashes.into_iter().enumerate().rev() {
            let prev = self.entries[start + i].1;
            if prev == NONE {
                self.heads.remove(&h);
            } else {
                self.heads.insert(h, prev);
            }
        }
        self.entries.truncate(start);
    }

    fn insert(&mut self, hash: u64, op: Op) {
        let idx = self.entries.len() as u32;
        let prev = self.heads.insert(hash, idx).unwrap_or(NONE);
        self.entries.push((op, prev));
        // the walk inserts inside a scope only; without one, the entry is permanent
        if let Some((_, hashes)) = self.scopes.last_mut() {
            hashes.push(hash);
        }
    }

    /// The newest op equivalent to `op` among the entries of `hash`.
    fn lookup(&self, ctx: &Context, hash: u64, op: Op) -> Option<Op> {
        let mut i = self.heads.get(&hash).copied().unwrap_or(NONE);
        while i != NONE {
            let (o, prev) = self.entries[i as usize];
            if ops_equivalent(ctx, o, op) {
                return Some(o);
            }
            i = prev;
        }
        None
    }
}

/// Memoized effect facts about ops (and the ops nested in them through
/// `RecursiveMemoryEffects`): the IR's shape does not change during the walk.
#[derive(Debug, Default)]
struct Facts {
    /// per op index: bit 0 computed, bit 1 memory-effect free, bit 2 removable effects,
    /// bit 3 may write (pooled: CSE runs once per function in `func.func(cse)`)
    bits: crate::ir::marks::ScratchMap,
}

const COMPUTED: u8 = 1;
const FREE: u8 = 2;
const REMOVABLE: u8 = 4;
const WRITES: u8 = 8;

impl Facts {
    fn get(&self, op: Op) -> Option<u8> {
        self.bits
            .get(op.index())
            .map(|b| b as u8)
            .filter(|b| b & COMPUTED != 0)
    }

    /// The facts of `op`, with those of nested ops of `RecursiveMemoryEffects` ops:
    /// - `FREE`: known to have no memory effect (`isMemoryEffectFree`);
    /// - `REMOVABLE`: every effect is a read or on a value the op allocates (the effect part
    ///   of `wouldOpBeTriviallyDead`);
    /// - `WRITES`: some effect is a write, or some effect is unknown (`getEffectsRecursively`
    ///   failing or holding a write).
    fn of(&mut self, ctx: &Context, op: Op) -> u8 {
        if let Some(b) = self.get(op) {
            return b;
        }
        let recursive = |o: Op| {
            ctx.op_traits(o)
                .contains(OpTraits::RECURSIVE_MEMORY_EFFECTS)
        };
        let mut stack = vec![(op, false)];
        let mut scratch = Vec::new();
        while let Some((o, done)) = stack.pop() {
            if !done {
                if self.get(o).is_some() {
                    continue;
                }
                stack.push((o, true));
                if recursive(o) {
                    for &r in ctx.ir.op(o).regions.iter() {
                        for b in ctx.ir.region_blocks(r) {
                            for n in ctx.ir.block_ops(b) {
                                if self.get(n).is_none() {
                                    stack.push((n, false));
                                }
                            }
                        }
                    }
                }
                continue;
            }
            let rec = recursive(o);
            let registered = ctx.op_info(o).is_some();
            let own = op_effects(ctx, o);
            let mut bits = COMPUTED;
            let free = registered
                && match &own {
                    Some(es) => es.is_empty(),
                    None => rec,
                };
            let removable = registered
                && match own_effects_removable(ctx, o, &mut scratch) {
                    Some(r) => r,
                    None => rec,
                };
            let writes = !registered
                || match &own {
                    Some(es) => es.iter().any(|e| e.kind == EffectKind::Write),
                    None => !rec,
                };
            if free {
                bits |= FREE;
            }
            if removable {
                bits |= REMOVABLE;
            }
            if writes {
                bits |= WRITES;
            }
            if rec {
                for &r in ctx.ir.op(o).regions.iter() {
                    for b in ctx.ir.region_blocks(r) {
                        for n in ctx.ir.block_ops(b) {
                            let nb = self.get(n).unwrap_or(COMPUTED | WRITES);
                            if nb & FREE == 0 {
                                bits &= !FREE;
                            }
                            if nb & REMOVABLE == 0 {
                                bits &= !REMOVABLE;
                            }
                            if nb & WRITES != 0 {
                                bits |= WRITES;
                            }
                        }
                    }
                }
            }
            self.bits.insert(o.index(), u64::from(bits));
        }
        self.get(op).unwrap_or(COMPUTED)
    }
}

/// A block being walked.
struct BlockWalk {
    block: Block,
    /// the op being visited (its regions first)
    cur: Option<Op>,
    /// the next region of `cur` to visit
    next_region: usize,
    /// whether `cur`'s regions got a fresh table
    isolated: bool,
    /// whether the block's region has SSA dominance
    ssa: bool,
    /// the search for writes between reads: the last op numbered so far
    scanned: Option<Op>,
    /// the next number to give
    next_number: u32,
    /// the number of the last op numbered so far that may write
    last_writer: Option<u32>,
}

impl BlockWalk {
    fn new(ctx: &Context, block: Block, ssa: bool) -> Self {
        BlockWalk {
            block,
            cur: ctx.ir.first_op(block),
            next_region: 0,
            isolated: false,
            ssa,
            scanned: None,
            next_number: 0,
            last_writer: None,
        }
    }
}

/// The walk's explicit stack.
enum Frame {
    Block(BlockWalk),
    /// a node of a dominator tree whose children are visited next
    DomNode {
        tree: std::rc::Rc<DomTree>,
        node: u32,
        next_child: usize,
    },
    /// closes a scope of the current table
    PopScope,
}

struct Driver<'c> {
    ctx: &'c mut Context,
    /// the tables: the last is current (an isolated op's regions push a fresh one)
    maps: Vec<ScopedTable>,
    shapes: ShapeHasher,
    facts: Facts,
    to_erase: Vec<Op>,
    /// numbers of ops within their block, for the search for writes between reads
    positions: crate::ir::marks::ScratchMap,
    stats: CseStats,
}

impl Driver<'_> {
    fn map(&mut self) -> &mut ScopedTable {
        if self.maps.is_empty() {
            self.maps.push(ScopedTable::default());
        }
        let n = self.maps.len() - 1;
        &mut self.maps[n]
    }

    fn run(&mut self, root: Op) {
        let regions: Vec<Region> = self.ctx.ir.op(root).regions.to_vec();
        let mut stack: Vec<Frame> = Vec::new();
        for r in regions {
            self.start_region(r, &mut stack);
            self.drain(&mut stack);
        }
    }

    /// Whether ops in `region` obey SSA dominance (MLIR's `DominanceInfo::hasSSADominance`).
    fn has_ssa_dominance(&self, region: Region) -> bool {
        let ir = &self.ctx.ir;
        if ir.region_blocks(region).nth(1).is_some() {
            return true;
        }
        match ir.region_parent(region) {
            None => true,
            Some(op) => match self.ctx.op_info(op) {
                None => false,
                Some(info) => !info.traits.contains(OpTraits::GRAPH_REGIONS),
            },
        }
    }

    /// Pushes the frames that visit `region` (nothing for an empty region or a multi-block
    /// region without SSA dominance).
    fn start_region(&mut self, region: Region, stack: &mut Vec<Frame>) {
        let ir = &self.ctx.ir;
        let Some(entry) = ir.first_block(region) else {
            return;
        };
        let ssa = self.has_ssa_dominance(region);
        if ir.next_block(entry).is_none() {
            self.map().push_scope();
            stack.push(Frame::PopScope);
            stack.push(Frame::Block(BlockWalk::new(self.ctx, entry, ssa)));
            return;
        }
        if !ssa {
            return;
        }
        let tree = std::rc::Rc::new(DomTree::new(self.ctx, region));
        self.map().push_scope();
        stack.push(Frame::DomNode {
            tree,
            node: 0,
            next_child: 0,
        });
        stack.push(Frame::Block(BlockWalk::new(self.ctx, entry, ssa)));
    }

    fn drain(&mut self, stack: &mut Vec<Frame>) {
        while let Some(frame) = stack.pop() {
            match frame {
                Frame::PopScope => self.map().pop_scope(),
                Frame::DomNode {
                    tree,
                    node,
                    next_child,
                } => match tree.children[node as usize].get(next_child).copied() {
                    Some(c) => {
                        let block = tree.blocks[c as usize];
                        stack.push(Frame::DomNode {
                            tree: tree.clone(),
                            node,
                            next_child: next_child + 1,
                        });
                        self.map().push_scope();
                        stack.push(Frame::DomNode {
                            tree,
                            node: c,
                            next_child: 0,
                        });
                        stack.push(Frame::Block(BlockWalk::new(self.ctx, block, true)));
                    }
                    None => self.map().pop_scope(),
                },
                Frame::Block(mut w) => {
                    let Some(op) = w.cur else {
                        continue;
                    };
                    let regions = &self.ctx.ir.op(op).regions;
                    if w.next_region < regions.len() {
                        let r = regions[w.next_region];
                        if w.next_region == 0 && self.isolated(op) {
                            w.isolated = true;
                            self.maps.push(ScopedTable::default());
                        }
                        w.next_region += 1;
                        stack.push(Frame::Block(w));
                        self.start_region(r, stack);
                        continue;
                    }
                    if w.isolated {
                        w.isolated = false;
                        self.maps.pop();
                    }
                    w.cur = self.ctx.ir.next_op(op);
                    w.next_region = 0;
                    self.simplify_op(op, &mut w);
                    stack.push(Frame::Block(w));
                }
            }
        }
    }

    /// MLIR's `mightHaveTrait<IsIsolatedFromAbove>`: unregistered ops might.
    fn isolated(&self, op: Op) -> bool {
        match self.ctx.op_info(op) {
            None => true,
            Some(info) => info.traits.contains(OpTraits::ISOLATED_FROM_ABOVE),
        }
    }

    /// The table key of `op`: its shape and its operand values.
    fn key(&mut self, op: Op) -> u64 {
        let mut h = FxHasher::default();
        h.write_u64(self.shapes.shape(self.ctx, op));
        if self.ctx.op_traits(op).contains(OpTraits::COMMUTATIVE) {
            // in any order: a sum of mixed operand ids
            let mut sum = 0u64;
            for v in self.ctx.ir.operands(op) {
                let mut m = FxHasher::default();
                m.write_usize(v.index());
                sum = sum.wrapping_add(m.finish());
            }
            h.write_u64(sum);
        } else {
            for v in self.ctx.ir.operands(op) {
                h.write_usize(v.index());
            }
        }
        h.finish()
    }

    fn lookup(&mut self, op: Op) -> (u64, Option<Op>) {
        let key = self.key(op);
        let found = match self.maps.last() {
            Some(m) => m.lookup(self.ctx, key, op),
            None => None,
        };
        (key, found)
    }

    /// MLIR's `isOpTriviallyDead`.
    fn trivially_dead(&mut self, op: Op) -> bool {
        let ir = &self.ctx.ir;
        if ir.results(op).any(|r| ir.has_uses(r)) {
            return false;
        }
        let Some(info) = self.ctx.op_info(op) else {
            return false;
        };
        if info.traits.contains(OpTraits::TERMINATOR) || info.traits.contains(OpTraits::SYMBOL) {
            return false;
        }
        self.facts.of(self.ctx, op) & REMOVABLE != 0
    }

    /// MLIR's `hasSingleEffect<MemoryEffects::Read>`: the op's own effects are known, and
    /// there is at least one, every one a read.
    fn only_reads(&self, op: Op) -> bool {
        op_effects(self.ctx, op)
            .is_some_and(|es| !es.is_empty() && es.iter().all(|e| e.kind == EffectKind::Read))
    }

    /// Visits `op` (its regions are done): MLIR's `simplifyOperation`.
    fn simplify_op(&mut self, op: Op, walk: &mut BlockWalk) {
        if self.ctx.op_traits(op).contains(OpTraits::TERMINATOR) {
            return;
        }
        if self.trivially_dead(op) {
            self.to_erase.push(op);
            self.stats.dce += 1;
            return;
        }
        let ir = &self.ctx.ir;
        let multi_block = ir.op(op).regions.iter().any(|&r| {
            ir.first_block(r)
                .is_some_and(|b| ir.next_block(b).is_some())
        });
        if multi_block {
            return;
        }
        let (key, existing) = if self.facts.of(self.ctx, op) & FREE != 0 {
            self.lookup(op)
        } else {
            if !self.only_reads(op) {
                return;
            }
            let (key, found) = self.lookup(op);
            let found = found.filter(|&e| {
                self.ctx.ir.op_parent(e) == Some(walk.block) && !self.writes_between(walk, e, op)
            });
            (key, found)
        };
        match existing {
            Some(e) => self.replace(op, e, walk.ssa),
            None => self.map().insert(key, op),
        }
    }

    /// Whether an op strictly between `from` and `to` (both in `walk`'s block, `to` the op
    /// being visited) may write memory. Numbers the block's ops up to `to` as it goes, so
    /// the ops of a block are examined once in all.
    fn writes_between(&mut self, walk: &mut BlockWalk, from: Op, to: Op) -> bool {
        let mut cur = match walk.scanned {
            Some(s) => self.ctx.ir.next_op(s),
            None => self.ctx.ir.first_op(walk.block),
        };
        while let Some(c) = cur {
            if c == to {
                break;
            }
            let n = walk.next_number;
            walk.next_number += 1;
            self.positions.insert(c.index(), u64::from(n));
            if self.facts.of(self.ctx, c) & WRITES != 0 {
                walk.last_writer = Some(n);
            }
            walk.scanned = Some(c);
            cur = self.ctx.ir.next_op(c);
        }
        let from_pos = self.positions.get(from.index()).unwrap_or(0) as u32;
        walk.last_writer.is_some_and(|w| w > from_pos)
    }

    /// Replaces the uses of `op` by the results of `existing` (MLIR's `replaceUsesAndDelete`).
    fn replace(&mut self, op: Op, existing: Op, ssa: bool) {
        let results: Vec<_> = self.ctx.ir.results(op).collect();
        let new: Vec<_> = self.ctx.ir.results(existing).collect();
        if ssa {
            for (&from, &to) in results.iter().zip(&new) {
                self.ctx.ir.replace_all_uses_with(from, to);
            }
            self.to_erase.push(op);
        } else {
            // a use whose user (or an op equivalent to it) is in the table was visited: keep it
            for (&from, &to) in results.iter().zip(&new) {
                let uses: Vec<_> = self.ctx.ir.uses(from).collect();
                for u in uses {
                    if self.lookup(u.op).1.is_none() {
                        self.ctx.ir.set_operand(u.op, u.index as usize, to);
                    }
                }
            }
            let ir = &self.ctx.ir;
            if !ir.results(op).any(|r| ir.has_uses(r)) {
                self.to_erase.push(op);
            }
        }
        let unknown = self.ctx.common.unknown_loc;
        let loc = self.ctx.ir.op(op).loc;
        if self.ctx.ir.op(existing).loc == unknown && loc != unknown {
            self.ctx.ir.op_mut(existing).loc = loc;
        }
        self.stats.cse += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::effects::{EffectInstance, EffectOn, OpEffects};
    use crate::ir::registry::OpDefinition;
    use crate::text::printer::PrintFlags;

    static LOAD: OpEffects = OpEffects {
        effects: &[EffectInstance::new(EffectKind::Read, EffectOn::Operand(0))],
        operands: None,
        results: None,
    };
    static STORE: OpEffects = OpEffects {
        effects: &[EffectInstance::new(EffectKind::Write, EffectOn::Operand(1))],
        operands: None,
        results: None,
    };
    static ALLOC: OpEffects = OpEffects {
        effects: &[EffectInstance::new(
            EffectKind::Allocate,
            EffectOn::Result(0),
        )],
        operands: None,
        results: None,
    };

    /// A context with test ops standing for `memref.load`, `memref.store`, `memref.alloca`,
    /// `scf.execute_region`, `scf.yield`, `arith.addi` and `func.func`.
    fn setup() -> Context {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let defs = [
            ("t.load", OpTraits::NONE, Some(&LOAD)),
            ("t.store", OpTraits::NONE, Some(&STORE)),
            ("t.alloc", OpTraits::NONE, Some(&ALLOC)),
            ("t.scope", OpTraits::RECURSIVE_MEMORY_EFFECTS, None),
            ("t.yield", OpTraits::PURE | OpTraits::TERMINATOR, None),
            ("t.pure", OpTraits::PURE, None),
            ("t.func", OpTraits::ISOLATED_FROM_ABOVE, None),
            ("t.ret", OpTraits::TERMINATOR, None),
        ];
        for (name, traits, effects) in defs {
            ctx.register_op(OpDefinition {
                traits,
                effects: effects.map(|e| e as &'static OpEffects),
                ..OpDefinition::new(name)
            });
        }
        ctx
    }

    fn cse(text: &str) -> (String, CseStats) {
        let mut ctx = setup();
        let top = crate::text::api::parse_str(&mut ctx, text, "cse.mlir")
            .unwrap_or_else(|e| panic!("{}", e.rendered));
        let stats = eliminate_common_subexpressions(&mut ctx, top);
        if let Err(e) = crate::analysis::verifier::verify(&ctx, top) {
            panic!("invalid IR after CSE: {}", e[0].message);
        }
        let flags = PrintFlags {
            generic: true,
            ..PrintFlags::default()
        };
        (crate::text::api::print_to_string(&ctx, top, flags), stats)
    }

    // The expected output is mlir-opt 22's for the same function written with `memref.load`,
    // `memref.store`, `memref.alloca`, `scf.execute_region`, `scf.yield` and `arith.addi`.
    #[test]
    fn reads_merge_until_a_write() {
        let (out, stats) = cse(r#""t.func"() ({
^bb0(%m: memref<i32>, %v: i32):
  %0 = "t.load"(%m) : (memref<i32>) -> i32
  %1 = "t.load"(%m) : (memref<i32>) -> i32
  "t.store"(%v, %m) : (i32, memref<i32>) -> ()
  %2 = "t.load"(%m) : (memref<i32>) -> i32
  %3 = "t.load"(%m) : (memref<i32>) -> i32
  %a = "t.alloc"() : () -> memref<i32>
  %4 = "t.load"(%m) : (memref<i32>) -> i32
  %5 = "t.scope"() ({
    %6 = "t.load"(%m) : (memref<i32>) -> i32
    %7 = "t.load"(%m) : (memref<i32>) -> i32
    "t.yield"(%7) : (i32) -> ()
  }) : () -> i32
  %8 = "t.load"(%m) : (memref<i32>) -> i32
  %e = "t.scope"() ({
    "t.store"(%v, %m) : (i32, memref<i32>) -> ()
    "t.yield"(%v) : (i32) -> ()
  }) : () -> i32
  %9 = "t.load"(%m) : (memref<i32>) -> i32
  %p = "t.scope"() ({
    %k = "t.pure"(%v, %v) : (i32, i32) -> i32
    "t.yield"(%k) : (i32) -> ()
  }) : () -> i32
  %10 = "t.load"(%m) : (memref<i32>) -> i32
  "test.op"() : () -> ()
  %11 = "t.load"(%m) : (memref<i32>) -> i32
  %dead = "t.load"(%m) : (memref<i32>) -> i32
  "t.ret"(%0, %1, %2, %3, %4, %5, %8, %9, %10, %11, %p) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
}) : () -> ()
"#);
        assert_eq!(
            out.trim_end(),
            r#""builtin.module"() ({
  "t.func"() ({
  ^bb0(%arg0: memref<i32>, %arg1: i32):
    %0 = "t.load"(%arg0) : (memref<i32>) -> i32
    "t.store"(%arg1, %arg0) : (i32, memref<i32>) -> ()
    %1 = "t.load"(%arg0) : (memref<i32>) -> i32
    %2 = "t.scope"() ({
      %8 = "t.load"(%arg0) : (memref<i32>) -> i32
      "t.yield"(%8) : (i32) -> ()
    }) : () -> i32
    %3 = "t.scope"() ({
      "t.store"(%arg1, %arg0) : (i32, memref<i32>) -> ()
      "t.yield"(%arg1) : (i32) -> ()
    }) : () -> i32
    %4 = "t.load"(%arg0) : (memref<i32>) -> i32
    %5 = "t.scope"() ({
      %7 = "t.pure"(%arg1, %arg1) : (i32, i32) -> i32
      "t.yield"(%7) : (i32) -> ()
    }) : () -> i32
    "test.op"() : () -> ()
    %6 = "t.load"(%arg0) : (memref<i32>) -> i32
    "t.ret"(%0, %0, %1, %1, %1, %2, %1, %4, %4, %6, %5) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()"#
        );
        assert_eq!(stats, CseStats { cse: 5, dce: 3 });
    }
}

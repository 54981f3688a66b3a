//! `symbol-dce` (MLIR's `SymbolDCE`): erases the symbols of a symbol table, and of the symbol
//! tables nested in it, that nothing live references.
//!
//! Liveness, as mlir-opt computes it:
//! - in each symbol table whose liveness is computed, every op that is not a symbol is live,
//!   and so is every symbol that cannot be discarded: a public symbol, or any symbol of a
//!   table reachable from outside (the pass's own op when it is a public symbol nested in
//!   another op, and the tables nested in such a table that are public symbols);
//! - the symbols referenced by a live op (its [`symbol_uses`], resolved from the op's parent
//!   table; references to unknown symbols are ignored) are live, every table on the way of a
//!   nested reference `@a::@b` included;
//! - the liveness of a symbol table nested in the table is computed when the nested table is
//!   found live.
//!
//! Then every symbol (`Symbol` trait) of every symbol table under the op that was not found
//! live is erased, tables visited in post-order: the symbols of a dead nested table are
//! erased, and counted, before the table itself.
//!
//! The nesting of symbol tables is followed with an explicit stack of frames, each holding the
//! work list of one table, so that a deep nesting costs no call stack.

use crate::analysis::symbols::{
    is_symbol, is_symbol_table, symbol_uses, visibility, SymbolTables, Visibility,
};
use crate::analysis::verifier::{error_on, op_error_on};
use crate::ir::context::{Context, FxHashMap};
use crate::ir::Op;
use crate::pass::{Pass, PassFailure, PassInfo, PassResult, PassState, StatisticInfo};

static INFO: PassInfo = PassInfo {
    argument: "symbol-dce",
    name: "SymbolDCE",
    summary: "Eliminate dead symbols",
    description: "Erases the symbols of a symbol table (and of the symbol tables nested in it) \
                  that are neither reachable from outside nor referenced by live IR.",
    anchor: None,
    options: &[],
    statistics: &[StatisticInfo {
        name: "num-dce'd",
        description: "Number of symbols DCE'd",
    }],
    dependent_dialects: &[],
};

/// The `symbol-dce` pass.
#[derive(Clone, Debug, Default)]
pub struct SymbolDce;

impl Pass for SymbolDce {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
        if !is_symbol_table(ctx, op) {
            state.emit(op_error_on(
                ctx,
                op,
                " was scheduled to run under SymbolDCE, but does not define a symbol table",
            ));
            return Err(PassFailure);
        }
        // the table is hidden unless it is a symbol nested in some op and not private
        let hidden = match ctx.ir.parent_op(op) {
            Some(_) if is_symbol(ctx, op) => visibility(ctx, op) == Visibility::Private,
            _ => true,
        };
        let live = match compute_liveness(ctx, op, hidden) {
            Ok(live) => live,
            Err(bad) => {
                state.emit(error_on(
                    ctx,
                    bad,
                    "operation contains potentially unknown symbol table, meaning that we \
                     can't reliable compute symbol uses",
                ));
                return Err(PassFailure);
            }
        };
        let erased = erase_dead(ctx, op, &live);
        state.add_statistic(0, erased);
        Ok(())
    }
}

/// The work of one symbol table whose liveness is being computed.
struct Frame {
    /// whether the table cannot be reached from outside
    hidden: bool,
    /// live ops whose uses are still to be followed
    work: Vec<Op>,
    /// the live op (this table) whose own uses are followed once the table is done
    then: Option<Op>,
}

/// A frame for `table`: its ops that are not symbols, and its symbols that cannot be
/// discarded (marked live).
fn seed(ctx: &Context, table: Op, hidden: bool, live: &mut FxHashMap<Op, ()>) -> Frame {
    let mut work = Vec::new();
    if let Some(&r) = ctx.ir.op(table).regions.first() {
        for b in ctx.ir.region_blocks(r) {
            for o in ctx.ir.block_ops(b) {
                if !is_symbol(ctx, o) {
                    work.push(o);
                    continue;
                }
                let vis = visibility(ctx, o);
                // `canDiscardOnUseEmpty`: not public
                let discardable =
                    (hidden || vis == Visibility::Private) && vis != Visibility::Public;
                if !discardable && live.insert(o, ()).is_none() {
                    work.push(o);
                }
            }
        }
    }
    Frame {
        hidden,
        work,
        then: None,
    }
}

/// The live symbols under `top`; `Err(op)` names the live op whose uses cannot be computed.
fn compute_liveness(ctx: &Context, top: Op, hidden: bool) -> Result<FxHashMap<Op, ()>, Op> {
    let mut live = FxHashMap::default();
    let mut tables = SymbolTables::new();
    let mut stack = vec![seed(ctx, top, hidden, &mut live)];
    while let Some(frame) = stack.last_mut() {
        let Some(op) = frame.work.pop() else {
            let done = stack.pop();
            if let (Some(op), Some(_)) = (done.and_then(|f| f.then), stack.last()) {
                follow_uses(ctx, op, &mut tables, &mut live, &mut stack)?;
            }
            continue;
        };
        if is_symbol_table(ctx, op) {
            let nested_hidden =
                frame.hidden || !is_symbol(ctx, op) || visibility(ctx, op) == Visibility::Private;
            let mut nested = seed(ctx, op, nested_hidden, &mut live);
            nested.then = Some(op);
            stack.push(nested);
            continue;
        }
        follow_uses(ctx, op, &mut tables, &mut live, &mut stack)?;
    }
    Ok(live)
}

/// Marks live the symbols `op` references (resolved from its parent op, a symbol table),
/// pushing the newly live ones on the top frame's work list.
fn follow_uses(
    ctx: &Context,
    op: Op,
    tables: &mut SymbolTables,
    live: &mut FxHashMap<Op, ()>,
    stack: &mut [Frame],
) -> Result<(), Op> {
    let uses = symbol_uses(ctx, op).map_err(|_| op)?;
    let Some(parent) = ctx.ir.parent_op(op) else {
        return Ok(());
    };
    let Some(frame) = stack.last_mut() else {
        return Ok(());
    };
    for u in uses {
        // references to unknown symbols are ignored
        let Some(found) = tables.lookup_ref_in(ctx, parent, u.symbol_ref) else {
            continue;
        };
        for s in found {
            if live.insert(s, ()).is_none() {
                frame.work.push(s);
            }
        }
    }
    Ok(())
}

/// Erases the symbols not in `live` of every symbol table under `top` (`top` included),
/// tables taken in post-order; returns how many were erased.
fn erase_dead(ctx: &mut Context, top: Op, live: &FxHashMap<Op, ()>) -> u64 {
    let mut order = crate::transforms::rewrite::walk_nested(ctx, top, false);
    order.push(top);
    let mut erased = 0;
    let mut dead = Vec::new();
    for table in order {
        if !is_symbol_table(ctx, table) {
            continue;
        }
        let Some(&r) = ctx.ir.op(table).regions.first() else {
            continue;
        };
        dead.clear();
        for b in ctx.ir.region_blocks(r) {
            dead.extend(
                ctx.ir
                    .block_ops(b)
                    .filter(|&o| is_symbol(ctx, o) && !live.contains_key(&o)),
            );
        }
        for &o in &dead {
            ctx.ir.erase_op(o);
            erased += 1;
        }
    }
    erased
}

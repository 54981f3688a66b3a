//! Inlining a call: MLIR's `DialectInlinerInterface` (what a dialect allows to be inlined and
//! how its terminators become branches or values) and `inlineCall`, which replaces a call by
//! a copy of its callee's region (or by the region itself, moved, when the callee is not
//! needed afterwards).
//!
//! A dialect opts in with the `has_inliner_interface` flag in its `.ods` `dialect` item and an
//! `impl DialectInlinerInterface for <Name>Dialect`; the generated registration attaches a
//! [`DialectInlinerModel`] to the dialect ([`Context::add_dialect_interface`]). An op whose
//! dialect has no such interface (an unregistered op of an unknown dialect, a `builtin` op) is
//! never legal to inline, and no call inside its regions is inlined, as in MLIR.
//!
//! Where a call's operand or result types differ from its callee's, the call's dialect may
//! convert them ([`DialectInlinerInterface::materialize_call_conversion`], Toy's `toy.cast`).
//!
//! [`inline_call`] follows MLIR's `inlineCall`/`inlineRegion`: every check comes before the
//! first change, so a call that cannot be inlined leaves the IR untouched. The block holding
//! the call is split after it, the callee's blocks go in between, a single inlined block is
//! merged back (its terminator's operands replace the call's results), several are joined by
//! branches to the block after the call (whose new arguments replace the results). Inlined
//! operations get `callsite(callee at caller)` locations unless the call's is unknown.
//!
//! Walks use explicit work lists; the cost is linear in the size of the callee.

use crate::analysis::calls::{call_arg_operands, callable_result_types};
use crate::ir::attributes::{AttrKind, Location};
use crate::ir::context::{Context, FxHashMap};
use crate::ir::ops::CloneMap;
use crate::ir::types::Type;
use crate::ir::{Block, Op, Region, Value};

/// MLIR's `DialectInlinerInterface`, implemented by a dialect type (`FuncDialect`) for the
/// ops of its dialect. Every legality hook defaults to `false` (nothing is inlined), the
/// terminator hooks to doing nothing.
#[diagnostic::on_unimplemented(
    message = "`has_inliner_interface` on dialect `{Self}` needs `impl ods_runtime::transforms::inliner::DialectInlinerInterface for {Self}`",
    label = "the generated registration names `DialectInlinerInterface` here",
    note = "write `impl ods_runtime::transforms::inliner::DialectInlinerInterface for {Self} {{ .. }}` overriding the hooks the dialect allows (each defaults to `false`)"
)]
pub trait DialectInlinerInterface {
    /// Whether `call` (an op of this dialect) may be replaced by the body of `callable`
    /// (`would_be_cloned`: the body is copied, not moved).
    fn is_legal_to_inline_call(
        ctx: &Context,
        call: Op,
        callable: Op,
        would_be_cloned: bool,
    ) -> bool {
        let _ = (ctx, call, callable, would_be_cloned);
        false
    }

    /// Whether region `src` may be inlined into region `dest`, whose parent op belongs to
    /// this dialect.
    fn is_legal_to_inline_region(
        ctx: &Context,
        dest: Region,
        src: Region,
        would_be_cloned: bool,
    ) -> bool {
        let _ = (ctx, dest, src, would_be_cloned);
        false
    }

    /// Whether `op` (of this dialect) may be inlined into region `dest`.
    fn is_legal_to_inline_op(ctx: &Context, op: Op, dest: Region, would_be_cloned: bool) -> bool {
        let _ = (ctx, op, dest, would_be_cloned);
        false
    }

    /// Whether the ops nested in `op`'s regions are checked too (default `true`).
    fn should_analyze_recursively(ctx: &Context, op: Op) -> bool {
        let _ = (ctx, op);
        true
    }

    /// Several blocks were inlined: replaces terminator `op` (of this dialect) by a branch to
    /// `dest`, whose arguments stand for the call's results, erasing `op`; a terminator
    /// that is not a return is left alone.
    fn handle_terminator_with_branch(ctx: &mut Context, op: Op, dest: Block) {
        let _ = (ctx, op, dest);
    }

    /// One block was inlined: replaces the uses of `results` (the call's results) by the
    /// values terminator `op` (of this dialect) returns. The inliner erases `op` afterwards.
    fn handle_terminator_with_values(ctx: &mut Context, op: Op, results: &[Value]) {
        let _ = (ctx, op, results);
    }

    /// A call (an op of this dialect) passes `value` where its callee expects type `ty`, or
    /// the callee returns `value` where the call's result has type `ty`: returns a new,
    /// detached op with the single operand `value` and a single result of type `ty` (MLIR's
    /// `materializeCallConversion`), which the inliner inserts next to the call; `None` (the
    /// default) when the dialect cannot convert, and the call is not inlined.
    fn materialize_call_conversion(
        ctx: &mut Context,
        value: Value,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        let _ = (ctx, value, ty, loc);
        None
    }
}

/// The runtime model of a dialect's [`DialectInlinerInterface`]: its hooks as function
/// pointers, attached to the dialect with [`Context::add_dialect_interface`].
#[derive(Clone, Copy)]
pub struct DialectInlinerModel {
    /// [`DialectInlinerInterface::is_legal_to_inline_call`]
    pub is_legal_to_inline_call: fn(&Context, Op, Op, bool) -> bool,
    /// [`DialectInlinerInterface::is_legal_to_inline_region`]
    pub is_legal_to_inline_region: fn(&Context, Region, Region, bool) -> bool,
    /// [`DialectInlinerInterface::is_legal_to_inline_op`]
    pub is_legal_to_inline_op: fn(&Context, Op, Region, bool) -> bool,
    /// [`DialectInlinerInterface::should_analyze_recursively`]
    pub should_analyze_recursively: fn(&Context, Op) -> bool,
    /// [`DialectInlinerInterface::handle_terminator_with_branch`]
    pub handle_terminator_with_branch: fn(&mut Context, Op, Block),
    /// [`DialectInlinerInterface::handle_terminator_with_values`]
    pub handle_terminator_with_values: fn(&mut Context, Op, &[Value]),
    /// [`DialectInlinerInterface::materialize_call_conversion`]
    pub materialize_call_conversion: fn(&mut Context, Value, Type, Location) -> Option<Op>,
}

impl DialectInlinerModel {
    /// The model of dialect type `T`.
    pub const fn of<T: DialectInlinerInterface>() -> Self {
        DialectInlinerModel {
            is_legal_to_inline_call: T::is_legal_to_inline_call,
            is_legal_to_inline_region: T::is_legal_to_inline_region,
            is_legal_to_inline_op: T::is_legal_to_inline_op,
            should_analyze_recursively: T::should_analyze_recursively,
            handle_terminator_with_branch: T::handle_terminator_with_branch,
            handle_terminator_with_values: T::handle_terminator_with_values,
            materialize_call_conversion: T::materialize_call_conversion,
        }
    }
}

/// The `builtin` dialect's inliner interface: its ops may be inlined (mlir-opt 22 inlines a
/// callee holding `builtin.unrealized_conversion_cast`).
struct BuiltinInliner;

impl DialectInlinerInterface for BuiltinInliner {
    fn is_legal_to_inline_op(_: &Context, _: Op, _: Region, _: bool) -> bool {
        true
    }
}

static BUILTIN_INLINER: DialectInlinerModel = DialectInlinerModel::of::<BuiltinInliner>();

/// The inliner interface of `op`'s dialect.
pub fn inliner_of(ctx: &Context, op: Op) -> Option<&'static DialectInlinerModel> {
    if let Some(m) = ctx.op_dialect_interface::<DialectInlinerModel>(op) {
        return Some(m);
    }
    let builtin = ctx.op_info(op).is_some_and(|i| {
        ctx.registry
            .dialects
            .get(i.dialect as usize)
            .is_some_and(|d| ctx.str(d.namespace) == "builtin")
    });
    builtin.then_some(&BUILTIN_INLINER)
}

/// Whether every op of `src` (and of the regions nested in them, unless their dialect says
/// not to look) may be inlined into `dest` (MLIR's `isLegalToInline` over a region).
fn ops_legal_to_inline(ctx: &Context, src: Region, dest: Region, cloned: bool) -> bool {
    let mut regions = vec![src];
    while let Some(r) = regions.pop() {
        for b in ctx.ir.region_blocks(r) {
            for op in ctx.ir.block_ops(b) {
                let Some(m) = inliner_of(ctx, op) else {
                    return false;
                };
                if !(m.is_legal_to_inline_op)(ctx, op, dest, cloned) {
                    return false;
                }
                if (m.should_analyze_recursively)(ctx, op) {
                    regions.extend(ctx.ir.op(op).regions.iter().copied());
                }
            }
        }
    }
    true
}

/// `callsite(callee at caller)`, extending a chain of call sites at its innermost caller
/// (MLIR's `stackLocations`).
fn stack_locations(ctx: &mut Context, callee: Location, caller: Location) -> Location {
    let mut chain = Vec::new();
    let mut last = callee;
    while let AttrKind::CallSiteLoc { callee, caller } = ctx.attr_kind(last) {
        chain.push(*callee);
        last = *caller;
    }
    let mut loc = ctx.intern_attr(AttrKind::CallSiteLoc {
        callee: last,
        caller,
    });
    for &c in chain.iter().rev() {
        loc = ctx.intern_attr(AttrKind::CallSiteLoc {
            callee: c,
            caller: loc,
        });
    }
    loc
}

/// Gives the ops and block arguments of `blocks` (nested ones included) call-site locations
/// at `caller` (MLIR's `remapInlinedLocations`).
fn remap_locations(ctx: &mut Context, blocks: &[Block], caller: Location) {
    let mut memo: FxHashMap<Location, Location> = FxHashMap::default();
    let mut remap = |ctx: &mut Context, loc: Location| -> Location {
        if let Some(&l) = memo.get(&loc) {
            return l;
        }
        let l = stack_locations(ctx, loc, caller);
        memo.insert(loc, l);
        l
    };
    let mut work: Vec<Block> = blocks.iter().rev().copied().collect();
    while let Some(b) = work.pop() {
        for a in ctx.ir.block_args(b).to_vec() {
            let l = remap(ctx, ctx.ir.value(a).loc);
            ctx.ir.set_value_loc(a, l);
        }
        let ops: Vec<Op> = ctx.ir.block_ops(b).collect();
        for op in ops {
            let l = remap(ctx, ctx.ir.op(op).loc);
            ctx.ir.op_mut(op).loc = l;
            for &r in ctx.ir.op(op).regions.clone().iter().rev() {
                let nested: Vec<Block> = ctx.ir.region_blocks(r).collect();
                work.extend(nested.into_iter().rev());
            }
        }
    }
}

/// A conversion op made by [`materialize_call_conversion`] for a call.
struct Conversion {
    op: Op,
    /// The call result whose uses it took over (none for an operand conversion).
    result: Option<Value>,
}

/// Materializes the conversions a call needs (MLIR's `inlineCall`): each operand whose type
/// differs from its callee argument's is converted before the call; each call result whose
/// type differs from the callee's result type gets a conversion after the call, of the result
/// itself to its type, which takes over the result's uses (the inlined return value then
/// replaces the result as its operand). Returns the operands to map the callee's arguments
/// to, or `None` (every conversion undone) when the call's dialect cannot convert one.
fn materialize_conversions(
    ctx: &mut Context,
    call: Op,
    operands: &[Value],
    args: &[Value],
    results: &[Value],
    result_types: &[Type],
) -> Option<Vec<Value>> {
    let ir = &ctx.ir;
    let mismatch = operands
        .iter()
        .zip(args)
        .any(|(&o, &a)| ir.value_type(o) != ir.value_type(a))
        || results
            .iter()
            .zip(result_types)
            .any(|(&r, &t)| ir.value_type(r) != t);
    if !mismatch {
        return Some(operands.to_vec());
    }
    let model = inliner_of(ctx, call)?;
    let loc = ctx.ir.op(call).loc;
    let mut made: Vec<Conversion> = Vec::new();
    let mut mapped = Vec::with_capacity(operands.len());
    let mut ok = true;
    for (&o, &a) in operands.iter().zip(args) {
        let ty = ctx.ir.value_type(a);
        if ctx.ir.value_type(o) == ty {
            mapped.push(o);
            continue;
        }
        match convert(ctx, model, o, ty, loc) {
            Some(op) => {
                ctx.ir.insert_op_before(call, op);
                mapped.push(ctx.ir.result(op, 0));
                made.push(Conversion { op, result: None });
            }
            None => {
                ok = false;
                break;
            }
        }
    }
    let mut after = call;
    for (&r, &t) in results.iter().zip(result_types) {
        if !ok {
            break;
        }
        if ctx.ir.value_type(r) == t {
            continue;
        }
        let ty = ctx.ir.value_type(r);
        let Some(op) = convert(ctx, model, r, ty, loc) else {
            ok = false;
            break;
        };
        match ctx.ir.next_op(after) {
            Some(next) => ctx.ir.insert_op_before(next, op),
            None => match ctx.ir.op_parent(after) {
                Some(b) => ctx.ir.append_op(b, op),
                None => {
                    ctx.ir.erase_op(op);
                    ok = false;
                    break;
                }
            },
        }
        after = op;
        let converted = ctx.ir.result(op, 0);
        ctx.ir.replace_all_uses_with(r, converted);
        ctx.ir.set_operand(op, 0, r);
        made.push(Conversion {
            op,
            result: Some(r),
        });
    }
    if ok {
        return Some(mapped);
    }
    for c in made.into_iter().rev() {
        let converted = ctx.ir.result(c.op, 0);
        let original = c.result.unwrap_or_else(|| ctx.ir.operand(c.op, 0));
        ctx.ir.replace_all_uses_with(converted, original);
        ctx.ir.erase_op(c.op);
    }
    None
}

/// The conversion of `value` to `ty` the dialect model makes, checked to be an op with the
/// single operand `value` and a single result of type `ty` (anything else is erased and
/// counts as no conversion).
fn convert(
    ctx: &mut Context,
    model: &DialectInlinerModel,
    value: Value,
    ty: Type,
    loc: Location,
) -> Option<Op> {
    let op = (model.materialize_call_conversion)(ctx, value, ty, loc)?;
    let well_formed = ctx.ir.operands(op).eq([value])
        && ctx.ir.results(op).count() == 1
        && ctx.ir.value_type(ctx.ir.result(op, 0)) == ty;
    if !well_formed {
        ctx.ir.erase_op(op);
        return None;
    }
    Some(op)
}

/// Replaces `call` by the body of `callable` (its callable region `src`), copied when
/// `clone` or moved otherwise (MLIR's `inlineCall` with the default clone callback). Returns
/// `false`, having changed nothing, when the call cannot be inlined: an empty or mismatched
/// callee (argument or result counts, or types the call's dialect cannot convert), or a
/// dialect that does not allow it.
/// `inlined` sees the new blocks before their terminators are handled (MLIR's
/// `processInlinedBlocks`). The call itself is left in place with no uses of its results;
/// the caller erases it.
pub fn inline_call(
    ctx: &mut Context,
    call: Op,
    callable: Op,
    src: Region,
    clone: bool,
    inlined: &mut dyn FnMut(&Context, &[Block]),
) -> bool {
    let Some(entry) = ctx.ir.first_block(src) else {
        return false;
    };
    let operands = call_arg_operands(ctx, call);
    let results: Vec<Value> = ctx.ir.results(call).collect();
    let result_types = callable_result_types(ctx, callable);
    let args = ctx.ir.block_args(entry).to_vec();
    if operands.len() != args.len() || results.len() != result_types.len() {
        return false;
    }
    match inliner_of(ctx, call) {
        Some(m) if (m.is_legal_to_inline_call)(ctx, call, callable, clone) => {}
        _ => return false,
    }
    let (Some(inline_block), Some(dest)) = (
        ctx.ir.op_parent(call),
        ctx.ir.op_parent(call).and_then(|b| ctx.ir.block_parent(b)),
    ) else {
        return false;
    };
    let dest_legal = ctx
        .ir
        .region_parent(dest)
        .and_then(|p| inliner_of(ctx, p))
        .is_some_and(|m| (m.is_legal_to_inline_region)(ctx, dest, src, clone));
    if !dest_legal || !ops_legal_to_inline(ctx, src, dest, clone) {
        return false;
    }
    // type mismatches between the call and the callee become conversions the call's dialect
    // materializes (before the call for operands, after it for results); when one cannot be
    // made, those made so far are undone and nothing is inlined
    let Some(operands) =
        materialize_conversions(ctx, call, &operands, &args, &results, &result_types)
    else {
        return false;
    };

    // split the block after the call
    let post = ctx.ir.create_block();
    ctx.ir.insert_block_after(inline_block, post);
    while let Some(next) = ctx.ir.next_op(call) {
        ctx.ir.detach_op(next);
        ctx.ir.append_op(post, next);
    }

    // the callee's blocks go between the call's block and `post`
    let source = if clone {
        let mut map = CloneMap::default();
        for (&a, &o) in args.iter().zip(&operands) {
            map.values.insert(a, o);
        }
        let tmp = ctx.ir.create_region();
        ctx.ir.clone_region_into(src, tmp, &mut map);
        tmp
    } else {
        src
    };
    let mut new_blocks = Vec::new();
    let mut after = inline_block;
    while let Some(b) = ctx.ir.first_block(source) {
        ctx.ir.detach_block(b);
        ctx.ir.insert_block_after(after, b);
        new_blocks.push(b);
        after = b;
    }
    let first = new_blocks[0];

    let call_loc = ctx.ir.op(call).loc;
    if !matches!(ctx.attr_kind(call_loc), AttrKind::UnknownLoc) {
        remap_locations(ctx, &new_blocks, call_loc);
    }
    if !clone {
        for (&a, &o) in args.iter().zip(&operands) {
            ctx.ir.replace_all_uses_with(a, o);
        }
    }
    inlined(ctx, &new_blocks);

    if new_blocks.len() == 1 {
        if let Some(term) = ctx.ir.last_op(first) {
            if let Some(m) = inliner_of(ctx, term) {
                (m.handle_terminator_with_values)(ctx, term, &results);
            }
            ctx.ir.erase_op(term);
        }
        ctx.ir.splice_block_ops(post, first);
        ctx.ir.erase_block(post);
    } else {
        for (&r, &t) in results.iter().zip(&result_types) {
            let loc = ctx.ir.value(r).loc;
            let a = ctx.ir.add_block_arg(post, t, loc);
            ctx.ir.replace_all_uses_with(r, a);
        }
        for &b in &new_blocks {
            if let Some(term) = ctx.ir.last_op(b) {
                if let Some(m) = inliner_of(ctx, term) {
                    (m.handle_terminator_with_branch)(ctx, term, post);
                }
            }
        }
    }
    ctx.ir.splice_block_ops(first, inline_block);
    ctx.ir.erase_block(first);
    true
}

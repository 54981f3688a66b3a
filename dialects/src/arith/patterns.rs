//! The canonicalization patterns of the arith ops, as MLIR 22 has them (upstream's
//! `ArithCanonicalization.td` patterns and the C++ ones): reassociation of constants through
//! `addi`/`subi`/`muli`, extended arithmetic with an unused high part, negated comparisons
//! and conditions, redundant selects, extensions hoisted out of bitwise ops and comparisons,
//! cast chains, and `cmpf` of an integer converted to float against a constant.
//!
//! Benefits follow upstream: a declarative pattern's benefit is the number of ops it
//! matches; C++ patterns have benefit 1. Ops are created before the root, in the order
//! upstream creates them (operands first). C++ patterns and single-op declarative ones put
//! them at the root's location, other declarative ones at the fused location upstream's
//! generated code computes (see `drr_loc`).

use ods_runtime::ir::attributes::Location;
use ods_runtime::ir::types::TypeKind;
use ods_runtime::numerics::apfloat::APFloat;
use ods_runtime::numerics::apint::APInt;
use ods_runtime::transforms::fold::{
    const_int, element_type_or_self, int_attr, int_attr_value, zero_attr,
};
use ods_runtime::transforms::rewrite::{constant_value, PatternSet, Rewriter};
use ods_runtime::{Attribute, Context, Op, OpHandle, Type, Value};

use super::*;

/// The value of a constant-like defining op when it is a scalar integer attribute
/// (`ConstantLikeMatcher APIntAttr`).
fn const_apint(ctx: &mut Context, v: Value) -> Option<(Attribute, APInt)> {
    let a = constant_value(ctx, v)?;
    let (_, i) = int_attr_value(ctx, a)?;
    Some((a, i))
}

/// The attribute of a constant-like defining op (`ConstantLikeMatcher AnyAttr`).
fn const_attr(ctx: &mut Context, v: Value) -> Option<Attribute> {
    constant_value(ctx, v)
}

/// An integer or splat-integer constant (`getIntOrSplatIntValue`).
fn const_int_or_splat(ctx: &mut Context, v: Value) -> Option<APInt> {
    let a = constant_value(ctx, v)?;
    const_int(ctx, Some(a))
}

fn ty(ctx: &Context, v: Value) -> Type {
    ctx.ir.value_type(v)
}

/// A new `arith.constant` of `value` (of type `t`) at `at`, at the insertion point (before
/// the root).
fn constant(rw: &mut Rewriter<'_>, at: Location, t: Type, value: Attribute) -> Value {
    let c = ConstantOp::build(rw, at, t, value).op();
    rw.insert(c);
    rw.ir.result(c, 0)
}

/// Replaces `root` by `new` (inserted before it).
fn replace_with(rw: &mut Rewriter<'_>, root: Op, new: Op) -> bool {
    rw.replace_op_with(root, new);
    true
}

fn loc(ctx: &Context, op: Op) -> Location {
    ctx.ir.op(op).loc
}

/// The location a declarative (DRR) pattern gives the ops it creates: the fused location of
/// the first matched ops, as many as the source pattern has ops. Upstream's generated code
/// lists the root, then the ops met in a depth-first walk of the operands (a matched constant
/// when it is visited, a nested op after its own operands), and fuses the first of them; the
/// callers pass that prefix. `FusedLoc::get` flattens, deduplicates and drops unknowns.
fn drr_loc(ctx: &mut Context, ops: &[Op]) -> Location {
    let locs: Vec<Location> = ops.iter().map(|&o| loc(ctx, o)).collect();
    ctx.fused_loc(&locs, None)
}

/// The op defining `v` (a matched constant or nested op); `root` for a block argument, which
/// the callers never pass.
fn def(ctx: &Context, v: Value, root: Op) -> Op {
    match ctx.ir.value(v).def {
        ods_runtime::ir::ValueDef::Result { op, .. } => op,
        _ => root,
    }
}

fn merge(a: IntegerOverflowFlags, b: IntegerOverflowFlags) -> IntegerOverflowFlags {
    IntegerOverflowFlags::from_bits_truncate(a.bits() & b.bits())
}

/// The scalar or element bit width of a type (upstream's `getScalarOrElementWidth`; -1 for
/// non-integer, non-float types).
fn scalar_width(ctx: &Context, t: Type) -> i64 {
    match ctx.type_kind(element_type_or_self(ctx, t)) {
        TypeKind::Integer { width, .. } => i64::from(*width),
        TypeKind::Float(s) => i64::from(s.bit_width()),
        _ => -1,
    }
}

/// `c0 op c1` as an integer attribute of type `t` (`AddIntAttrs`, `SubIntAttrs`,
/// `MulIntAttrs`).
fn int_result(ctx: &mut Context, t: Type, v: APInt) -> Attribute {
    int_attr(ctx, t, v)
}

// ------------------------------------------------------------------------ addi / subi / muli

/// The integer binary ops the reassociation patterns rebuild.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bin {
    Add,
    Sub,
    Mul,
}

/// A matched `addi`/`subi`/`muli`: operands and overflow flags.
fn bin(ctx: &Context, v: Value, kind: Bin) -> Option<(Value, Value, IntegerOverflowFlags)> {
    let op = match kind {
        Bin::Add => v.defining_op::<AddIOp>(ctx)?.op(),
        Bin::Sub => v.defining_op::<SubIOp>(ctx)?.op(),
        Bin::Mul => v.defining_op::<MulIOp>(ctx)?.op(),
    };
    Some(bin_of(ctx, op, kind))
}

fn bin_of(ctx: &Context, op: Op, kind: Bin) -> (Value, Value, IntegerOverflowFlags) {
    let (l, r) = (ctx.ir.operand(op, 0), ctx.ir.operand(op, 1));
    let f = match kind {
        Bin::Add => AddIOp::from_op_unchecked(op).overflow_flags(ctx),
        Bin::Sub => SubIOp::from_op_unchecked(op).overflow_flags(ctx),
        Bin::Mul => MulIOp::from_op_unchecked(op).overflow_flags(ctx),
    };
    (l, r, f)
}

fn build_bin(
    ctx: &mut Context,
    at: Location,
    kind: Bin,
    l: Value,
    r: Value,
    f: IntegerOverflowFlags,
) -> Op {
    match kind {
        Bin::Add => AddIOp::build_full(ctx, at, l, r, Some(f)).op(),
        Bin::Sub => SubIOp::build_full(ctx, at, l, r, Some(f)).op(),
        Bin::Mul => MulIOp::build_full(ctx, at, l, r, Some(f)).op(),
    }
}

/// `root(inner(a, b, f1), c1, f2)` or `root(c1, inner(a, b, f1), f2)` (when `const_lhs`)
/// with scalar constants among `a`/`b` as `const_in_inner_rhs` says: rewrites to
/// `out(x, K)` or `out(K, x)` with `K = combine(c_inner, c1)`.
#[allow(clippy::too_many_arguments)]
fn reassociate(
    rw: &mut Rewriter<'_>,
    root: Op,
    root_kind: Bin,
    const_lhs: bool,
    inner_kind: Bin,
    const_in_inner_rhs: bool,
    out_kind: Bin,
    const_first_in_out: bool,
    keep_flags: bool,
    combine: fn(&APInt, &APInt) -> APInt,
) -> bool {
    let (l, r, f2) = bin_of(rw, root, root_kind);
    let (inner_v, outer_c) = if const_lhs { (r, l) } else { (l, r) };
    let Some((il, ir, f1)) = bin(rw, inner_v, inner_kind) else {
        return false;
    };
    let (x, inner_c) = if const_in_inner_rhs {
        (il, ir)
    } else {
        (ir, il)
    };
    let Some((_, c_inner)) = const_apint(rw, inner_c) else {
        return false;
    };
    let Some((_, c_outer)) = const_apint(rw, outer_c) else {
        return false;
    };
    let res_ty = ty(rw, rw.ir.result(root, 0));
    // the first constant of the source pattern's walk: the outer one when it is the lhs
    let first_const = if const_lhs { outer_c } else { inner_c };
    let first_const = def(rw, first_const, root);
    let at = drr_loc(rw, &[root, first_const]);
    let k = combine(&c_inner, &c_outer);
    let k = int_result(rw, res_ty, k);
    let kv = constant(rw, at, res_ty, k);
    let flags = if keep_flags {
        merge(f1, f2)
    } else {
        IntegerOverflowFlags::NONE
    };
    let new = if const_first_in_out {
        build_bin(rw, at, out_kind, kv, x, flags)
    } else {
        build_bin(rw, at, out_kind, x, kv, flags)
    };
    replace_with(rw, root, new)
}

fn add(a: &APInt, b: &APInt) -> APInt {
    a.wrapping_add(b)
}
fn sub_ab(a: &APInt, b: &APInt) -> APInt {
    a.wrapping_sub(b)
}
fn sub_ba(a: &APInt, b: &APInt) -> APInt {
    b.wrapping_sub(a)
}
fn mul(a: &APInt, b: &APInt) -> APInt {
    a.wrapping_mul(b)
}

/// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
fn addi_add_constant(op: AddIOp, rw: &mut Rewriter<'_>) -> bool {
    reassociate(
        rw,
        op.op(),
        Bin::Add,
        false,
        Bin::Add,
        true,
        Bin::Add,
        false,
        true,
        add,
    )
}
/// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
fn addi_sub_constant_rhs(op: AddIOp, rw: &mut Rewriter<'_>) -> bool {
    reassociate(
        rw,
        op.op(),
        Bin::Add,
        false,
        Bin::Sub,
        true,
        Bin::Add,
        false,
        true,
        sub_ba,
    )
}
/// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
fn addi_sub_constant_lhs(op: AddIOp, rw: &mut Rewriter<'_>) -> bool {
    reassociate(
        rw,
        op.op(),
        Bin::Add,
        false,
        Bin::Sub,
        false,
        Bin::Sub,
        true,
        true,
        add,
    )
}
/// subi(addi(x, c0), c1) -> addi(x, c0 - c1), without overflow flags
fn subi_rhs_add_constant(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    reassociate(
        rw,
        op.op(),
        Bin::Sub,
        false,
        Bin::Add,
        true,
        Bin::Add,
        false,
        false,
        sub_ab,
    )
}
/// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
fn subi_lhs_add_constant(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    reassociate(
        rw,
        op.op(),
        Bin::Sub,
        true,
        Bin::Add,
        true,
        Bin::Sub,
        true,
        true,
        sub_ba,
    )
}
/// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
fn subi_rhs_sub_constant_rhs(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    reassociate(
        rw,
        op.op(),
        Bin::Sub,
        false,
        Bin::Sub,
        true,
        Bin::Sub,
        false,
        true,
        add,
    )
}
/// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
fn subi_rhs_sub_constant_lhs(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    reassociate(
        rw,
        op.op(),
        Bin::Sub,
        false,
        Bin::Sub,
        false,
        Bin::Sub,
        true,
        true,
        sub_ab,
    )
}
/// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
fn subi_lhs_sub_constant_rhs(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    reassociate(
        rw,
        op.op(),
        Bin::Sub,
        true,
        Bin::Sub,
        true,
        Bin::Sub,
        true,
        true,
        add,
    )
}
/// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
fn subi_lhs_sub_constant_lhs(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    reassociate(
        rw,
        op.op(),
        Bin::Sub,
        true,
        Bin::Sub,
        false,
        Bin::Add,
        false,
        true,
        sub_ba,
    )
}
/// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
fn muli_muli_constant(op: MulIOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    // the constants must have the result's type
    let (l, r, _) = bin_of(rw, op, Bin::Mul);
    let res_ty = ty(rw, rw.ir.result(op, 0));
    let Some((_, ir, _)) = bin(rw, l, Bin::Mul) else {
        return false;
    };
    for c in [ir, r] {
        match const_apint(rw, c) {
            Some((a, _)) if ods_runtime::ods::preds::attr_type(rw, a) == Some(res_ty) => {}
            _ => return false,
        }
    }
    reassociate(
        rw,
        op,
        Bin::Mul,
        false,
        Bin::Mul,
        true,
        Bin::Mul,
        false,
        true,
        mul,
    )
}

/// True for an integer or splat constant `-1` (`IsScalarOrSplatNegativeOne`).
fn is_neg_one(ctx: &mut Context, v: Value) -> bool {
    const_int_or_splat(ctx, v).is_some_and(|i| i.is_all_ones())
}

/// addi(x, muli(y, -1)) -> subi(x, y)
fn addi_mul_neg_one_rhs(op: AddIOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (x, m, _) = bin_of(rw, op, Bin::Add);
    let Some((y, c, _)) = bin(rw, m, Bin::Mul) else {
        return false;
    };
    if const_attr(rw, c).is_none() || !is_neg_one(rw, c) {
        return false;
    }
    let cop = def(rw, c, op);
    let at = drr_loc(rw, &[op, cop]);
    let new = build_bin(rw, at, Bin::Sub, x, y, IntegerOverflowFlags::NONE);
    replace_with(rw, op, new)
}

/// addi(muli(x, -1), y) -> subi(y, x)
fn addi_mul_neg_one_lhs(op: AddIOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (m, y, _) = bin_of(rw, op, Bin::Add);
    let Some((x, c, _)) = bin(rw, m, Bin::Mul) else {
        return false;
    };
    if const_attr(rw, c).is_none() || !is_neg_one(rw, c) {
        return false;
    }
    let cop = def(rw, c, op);
    let at = drr_loc(rw, &[op, cop]);
    let new = build_bin(rw, at, Bin::Sub, y, x, IntegerOverflowFlags::NONE);
    replace_with(rw, op, new)
}

/// subi(subi(a, b), a) -> subi(0, b)
fn subi_subi_lhs_rhs_lhs(op: SubIOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (l, r, f2) = bin_of(rw, op, Bin::Sub);
    let Some((x, y, f1)) = bin(rw, l, Bin::Sub) else {
        return false;
    };
    if x != r {
        return false;
    }
    let yt = ty(rw, y);
    let Some(z) = zero_attr(rw, yt) else {
        return false;
    };
    let inner = def(rw, l, op);
    let at = drr_loc(rw, &[op, inner]);
    let zv = constant(rw, at, yt, z);
    let new = build_bin(rw, at, Bin::Sub, zv, y, merge(f1, f2));
    replace_with(rw, op, new)
}

// ------------------------------------------------------------------------ extended arithmetic

/// `*_extended(x, y) -> [int_op(x, y), x]` when the second result is unused.
fn extended_to_plain(rw: &mut Rewriter<'_>, op: Op, kind: Bin) -> bool {
    let second = rw.ir.result(op, 1);
    if rw.ir.has_uses(second) {
        return false;
    }
    let (x, y) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1));
    let at = loc(rw, op);
    let new = build_bin(rw, at, kind, x, y, IntegerOverflowFlags::NONE);
    rw.insert(new);
    let v = rw.ir.result(new, 0);
    rw.replace_op(op, &[v, x]);
    true
}

fn addui_extended_to_addi(op: AddUIExtendedOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    extended_to_plain(rw, op, Bin::Add)
}
fn mulsi_extended_to_muli(op: MulSIExtendedOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    extended_to_plain(rw, op, Bin::Mul)
}
fn mului_extended_to_muli(op: MulUIExtendedOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    extended_to_plain(rw, op, Bin::Mul)
}

/// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
fn mulsi_extended_rhs_one(op: MulSIExtendedOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (x, c) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1));
    if const_attr(rw, c).is_none() {
        return false;
    }
    let one =
        const_int_or_splat(rw, c).is_some_and(|v| !v.is_negative() && !v.is_zero() && v.is_one());
    if !one {
        return false;
    }
    let xt = ty(rw, x);
    let Some(z) = zero_attr(rw, xt) else {
        return false;
    };
    let at = loc(rw, op);
    let zv = constant(rw, at, xt, z);
    let i1s = i1_same_shape(rw.ctx_mut(), xt);
    let cmp = CmpIOp::build(rw, at, i1s, CmpIPredicate::Slt, x, zv).op();
    rw.insert(cmp);
    let high_ty = ty(rw, rw.ir.result(op, 1));
    let cv = rw.ir.result(cmp, 0);
    let ext = ExtSIOp::build(rw, at, high_ty, cv).op();
    rw.insert(ext);
    let ev = rw.ir.result(ext, 0);
    rw.replace_op(op, &[x, ev]);
    true
}

// ------------------------------------------------------------------------ xori / andi / ori

/// The inverse of an integer comparison predicate (`eq` <-> `ne`, `slt` <-> `sge`, ...).
pub(crate) fn invert(p: CmpIPredicate) -> CmpIPredicate {
    match p {
        CmpIPredicate::Eq => CmpIPredicate::Ne,
        CmpIPredicate::Ne => CmpIPredicate::Eq,
        CmpIPredicate::Slt => CmpIPredicate::Sge,
        CmpIPredicate::Sle => CmpIPredicate::Sgt,
        CmpIPredicate::Sgt => CmpIPredicate::Sle,
        CmpIPredicate::Sge => CmpIPredicate::Slt,
        CmpIPredicate::Ult => CmpIPredicate::Uge,
        CmpIPredicate::Ule => CmpIPredicate::Ugt,
        CmpIPredicate::Ugt => CmpIPredicate::Ule,
        CmpIPredicate::Uge => CmpIPredicate::Ult,
    }
}

/// The value of a constant-like op holding exactly the `i1` attribute `b`.
fn is_i1_const(ctx: &mut Context, v: Value, b: bool) -> bool {
    let Some(a) = constant_value(ctx, v) else {
        return false;
    };
    matches!(ctx.attr_kind(a), ods_runtime::AttrKind::Bool(x) if *x == b)
}

/// xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)
fn xori_not_cmpi(op: XOrIOp, rw: &mut Rewriter<'_>) -> bool {
    let (l, r) = (op.lhs(rw), op.rhs(rw));
    let Some(cmp) = l.defining_op::<CmpIOp>(rw) else {
        return false;
    };
    if !is_i1_const(rw, r, true) {
        return false;
    }
    let (a, b, p) = (cmp.lhs(rw), cmp.rhs(rw), cmp.predicate(rw));
    let at = drr_loc(rw, &[op.op(), cmp.op()]);
    let rt = ty(rw, op.result(rw));
    let new = CmpIOp::build(rw, at, rt, invert(p), a, b).op();
    replace_with(rw, op.op(), new)
}

#[derive(Clone, Copy)]
enum Bitwise {
    And,
    Or,
    Xor,
}

/// The op defining `v` when it is an `E` (its handle's op).
fn def_of<E: OpHandle>(ctx: &Context, v: Value) -> Option<Op> {
    v.defining_op::<E>(ctx).map(E::op)
}

/// `op(ext(x), ext(y)) -> ext(op(x, y))` when `x` and `y` have the same type; `E` is the
/// extension (`ExtUIOp` or `ExtSIOp`), rebuilt by `build_ext`.
fn bitwise_of_ext<E: OpHandle>(
    rw: &mut Rewriter<'_>,
    op: Op,
    kind: Bitwise,
    build_ext: fn(&mut Context, Location, Type, Value) -> Op,
) -> bool {
    let (l, r) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1));
    let (Some(le), Some(re)) = (def_of::<E>(rw, l), def_of::<E>(rw, r)) else {
        return false;
    };
    let (x, y) = (rw.ir.operand(le, 0), rw.ir.operand(re, 0));
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let at = drr_loc(rw, &[op, le, re]);
    let inner = match kind {
        Bitwise::And => AndIOp::build(rw, at, x, y).op(),
        Bitwise::Or => OrIOp::build(rw, at, x, y).op(),
        Bitwise::Xor => XOrIOp::build(rw, at, x, y).op(),
    };
    rw.insert(inner);
    let iv = rw.ir.result(inner, 0);
    let rt = ty(rw, rw.ir.result(op, 0));
    let new = build_ext(rw, at, rt, iv);
    replace_with(rw, op, new)
}

fn xori_of_extui(op: XOrIOp, rw: &mut Rewriter<'_>) -> bool {
    bitwise_of_ext::<ExtUIOp>(rw, op.op(), Bitwise::Xor, b_extui)
}
fn xori_of_extsi(op: XOrIOp, rw: &mut Rewriter<'_>) -> bool {
    bitwise_of_ext::<ExtSIOp>(rw, op.op(), Bitwise::Xor, b_extsi)
}
fn andi_of_extui(op: AndIOp, rw: &mut Rewriter<'_>) -> bool {
    bitwise_of_ext::<ExtUIOp>(rw, op.op(), Bitwise::And, b_extui)
}
fn andi_of_extsi(op: AndIOp, rw: &mut Rewriter<'_>) -> bool {
    bitwise_of_ext::<ExtSIOp>(rw, op.op(), Bitwise::And, b_extsi)
}
fn ori_of_extui(op: OrIOp, rw: &mut Rewriter<'_>) -> bool {
    bitwise_of_ext::<ExtUIOp>(rw, op.op(), Bitwise::Or, b_extui)
}
fn ori_of_extsi(op: OrIOp, rw: &mut Rewriter<'_>) -> bool {
    bitwise_of_ext::<ExtSIOp>(rw, op.op(), Bitwise::Or, b_extsi)
}

// ------------------------------------------------------------------------ cmpi

/// cmpi(eq/ne, ext(a), ext(b)) -> cmpi(eq/ne, a, b) when `a` and `b` have the same type.
fn cmpi_of_ext<E: OpHandle>(rw: &mut Rewriter<'_>, cmp: CmpIOp) -> bool {
    let op = cmp.op();
    let (l, r) = (cmp.lhs(rw), cmp.rhs(rw));
    let (Some(le), Some(re)) = (def_of::<E>(rw, l), def_of::<E>(rw, r)) else {
        return false;
    };
    let (a, b) = (rw.ir.operand(le, 0), rw.ir.operand(re, 0));
    let p = cmp.predicate(rw);
    if ty(rw, a) != ty(rw, b) || !matches!(p, CmpIPredicate::Eq | CmpIPredicate::Ne) {
        return false;
    }
    let at = drr_loc(rw, &[op, le, re]);
    let rt = ty(rw, rw.ir.result(op, 0));
    let new = CmpIOp::build(rw, at, rt, p, a, b).op();
    replace_with(rw, op, new)
}

fn cmpi_ext_si(op: CmpIOp, rw: &mut Rewriter<'_>) -> bool {
    cmpi_of_ext::<ExtSIOp>(rw, op)
}
fn cmpi_ext_ui(op: CmpIOp, rw: &mut Rewriter<'_>) -> bool {
    cmpi_of_ext::<ExtUIOp>(rw, op)
}

// ------------------------------------------------------------------------ select

fn select_parts(ctx: &Context, op: Op) -> (Value, Value, Value) {
    (
        ctx.ir.operand(op, 0),
        ctx.ir.operand(op, 1),
        ctx.ir.operand(op, 2),
    )
}

fn build_select(ctx: &mut Context, root: Op, at: Location, c: Value, t: Value, f: Value) -> Op {
    let rt = ty(ctx, ctx.ir.result(root, 0));
    SelectOp::build(ctx, at, rt, c, t, f).op()
}

/// select(pred, a, select(pred, b, c)) -> select(pred, a, c)
fn redundant_select_false(op: SelectOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (p, a, s) = select_parts(rw, op);
    let Some(inner) = def_of::<SelectOp>(rw, s) else {
        return false;
    };
    let (ip, _, c) = select_parts(rw, inner);
    if ip != p {
        return false;
    }
    let at = drr_loc(rw, &[op, inner]);
    let new = build_select(rw, op, at, p, a, c);
    replace_with(rw, op, new)
}

/// select(pred, select(pred, a, b), c) -> select(pred, a, c)
fn redundant_select_true(op: SelectOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (p, s, c) = select_parts(rw, op);
    let Some(inner) = def_of::<SelectOp>(rw, s) else {
        return false;
    };
    let (ip, a, _) = select_parts(rw, inner);
    if ip != p {
        return false;
    }
    let at = drr_loc(rw, &[op, inner]);
    let new = build_select(rw, op, at, p, a, c);
    replace_with(rw, op, new)
}

/// select(not(pred), a, b) -> select(pred, b, a)
fn select_not_cond(op: SelectOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (c, a, b) = select_parts(rw, op);
    let Some(x) = def_of::<XOrIOp>(rw, c) else {
        return false;
    };
    let (p, ones) = (rw.ir.operand(x, 0), rw.ir.operand(x, 1));
    if const_apint(rw, ones).is_none() || !is_neg_one(rw, ones) {
        return false;
    }
    let ones_op = def(rw, ones, op);
    let at = drr_loc(rw, &[op, ones_op]);
    let new = build_select(rw, op, at, p, b, a);
    replace_with(rw, op, new)
}

/// select(pred, false, true) -> xori(pred, true)
fn select_i1_to_not(op: SelectOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (p, a, b) = select_parts(rw, op);
    if !is_i1_const(rw, a, false) || !is_i1_const(rw, b, true) {
        return false;
    }
    let i1 = rw.common.i1;
    let t = ods_runtime::ods::preds::bool_attr(rw, true);
    let at = loc(rw, op);
    let tv = constant(rw, at, i1, t);
    let new = XOrIOp::build(rw, at, p, tv).op();
    replace_with(rw, op, new)
}

/// select(x, 1, 0) -> extui(x); select(x, 0, 1) -> extui(xori(x, 1)), for integer results
/// wider than `i1`.
fn select_to_extui(op: SelectOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let rt = ty(rw, rw.ir.result(op, 0));
    if !matches!(rw.type_kind(rt), TypeKind::Integer { .. }) || rw.is_signless_int(rt, 1) {
        return false;
    }
    let (c, a, b) = select_parts(rw, op);
    let ca = constant_value(rw, a);
    let cb = constant_value(rw, b);
    let at = loc(rw, op);
    if ods_runtime::transforms::fold::is_one(rw, ca)
        && ods_runtime::transforms::fold::is_zero(rw, cb)
    {
        let new = ExtUIOp::build(rw, at, rt, c).op();
        return replace_with(rw, op, new);
    }
    if ods_runtime::transforms::fold::is_zero(rw, ca)
        && ods_runtime::transforms::fold::is_one(rw, cb)
    {
        let ct = ty(rw, c);
        let one = int_attr(rw, ct, APInt::one(1));
        let ov = constant(rw, at, ct, one);
        let x = XOrIOp::build(rw, at, c, ov).op();
        rw.insert(x);
        let xv = rw.ir.result(x, 0);
        let new = ExtUIOp::build(rw, at, rt, xv).op();
        return replace_with(rw, op, new);
    }
    false
}

// ------------------------------------------------------------------------ casts

/// index_cast(index_cast(x)) -> x (and the `ui` form) when the types match.
fn cast_of_cast_identity<T: OpHandle>(rw: &mut Rewriter<'_>, op: T) -> bool {
    let op = op.op();
    let input = rw.ir.operand(op, 0);
    let Some(inner) = def_of::<T>(rw, input) else {
        return false;
    };
    let x = rw.ir.operand(inner, 0);
    if ty(rw, x) != ty(rw, rw.ir.result(op, 0)) {
        return false;
    }
    rw.replace_op(op, &[x]);
    true
}

fn index_cast_of_index_cast(op: IndexCastOp, rw: &mut Rewriter<'_>) -> bool {
    cast_of_cast_identity(rw, op)
}
fn index_castui_of_index_castui(op: IndexCastUIOp, rw: &mut Rewriter<'_>) -> bool {
    cast_of_cast_identity(rw, op)
}

/// `cast(inner(x)) -> cast(x)`: a new cast of the root's kind from `x` to the root's type.
/// `Inner` is the inner cast's handle type.
fn cast_through<Inner: OpHandle>(
    rw: &mut Rewriter<'_>,
    op: Op,
    build: fn(&mut Context, Location, Type, Value) -> Op,
) -> bool {
    let input = rw.ir.operand(op, 0);
    let Some(inner) = def_of::<Inner>(rw, input) else {
        return false;
    };
    let x = rw.ir.operand(inner, 0);
    let at = drr_loc(rw, &[op, inner]);
    let rt = ty(rw, rw.ir.result(op, 0));
    let new = build(rw, at, rt, x);
    replace_with(rw, op, new)
}

fn b_index_cast(ctx: &mut Context, l: Location, t: Type, x: Value) -> Op {
    IndexCastOp::build(ctx, l, t, x).op()
}
fn b_index_castui(ctx: &mut Context, l: Location, t: Type, x: Value) -> Op {
    IndexCastUIOp::build(ctx, l, t, x).op()
}
fn b_bitcast(ctx: &mut Context, l: Location, t: Type, x: Value) -> Op {
    BitcastOp::build(ctx, l, t, x).op()
}
fn b_extui(ctx: &mut Context, l: Location, t: Type, x: Value) -> Op {
    ExtUIOp::build(ctx, l, t, x).op()
}
fn b_extsi(ctx: &mut Context, l: Location, t: Type, x: Value) -> Op {
    ExtSIOp::build(ctx, l, t, x).op()
}
fn b_sitofp(ctx: &mut Context, l: Location, t: Type, x: Value) -> Op {
    SIToFPOp::build(ctx, l, t, x).op()
}
fn b_uitofp(ctx: &mut Context, l: Location, t: Type, x: Value) -> Op {
    UIToFPOp::build(ctx, l, t, x).op()
}

fn index_cast_of_extsi(op: IndexCastOp, rw: &mut Rewriter<'_>) -> bool {
    cast_through::<ExtSIOp>(rw, op.op(), b_index_cast)
}
fn index_castui_of_extui(op: IndexCastUIOp, rw: &mut Rewriter<'_>) -> bool {
    cast_through::<ExtUIOp>(rw, op.op(), b_index_castui)
}
fn bitcast_of_bitcast(op: BitcastOp, rw: &mut Rewriter<'_>) -> bool {
    cast_through::<BitcastOp>(rw, op.op(), b_bitcast)
}
fn extsi_of_extui(op: ExtSIOp, rw: &mut Rewriter<'_>) -> bool {
    cast_through::<ExtUIOp>(rw, op.op(), b_extui)
}

/// trunci(ext(x)) -> ext(x) when only extension bits are dropped.
fn trunci_of_ext<E: OpHandle>(
    rw: &mut Rewriter<'_>,
    op: Op,
    build: fn(&mut Context, Location, Type, Value) -> Op,
) -> bool {
    let input = rw.ir.operand(op, 0);
    let Some(ext) = def_of::<E>(rw, input) else {
        return false;
    };
    let x = rw.ir.operand(ext, 0);
    let tr = ty(rw, rw.ir.result(op, 0));
    let (we, wt, wx) = (
        scalar_width(rw, ty(rw, input)),
        scalar_width(rw, tr),
        scalar_width(rw, ty(rw, x)),
    );
    if !(we > wt && wt > 0 && wt > wx && wx > 0) {
        return false;
    }
    let at = drr_loc(rw, &[op, ext]);
    let new = build(rw, at, tr, x);
    replace_with(rw, op, new)
}

fn trunci_extsi_to_extsi(op: TruncIOp, rw: &mut Rewriter<'_>) -> bool {
    trunci_of_ext::<ExtSIOp>(rw, op.op(), b_extsi)
}
fn trunci_extui_to_extui(op: TruncIOp, rw: &mut Rewriter<'_>) -> bool {
    trunci_of_ext::<ExtUIOp>(rw, op.op(), b_extui)
}

/// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when `c` is the number of truncated bits.
fn trunci_shrsi_to_trunci_shrui(trunc: TruncIOp, rw: &mut Rewriter<'_>) -> bool {
    let op = trunc.op();
    let input = trunc.in_(rw);
    let Some(shr) = def_of::<ShRSIOp>(rw, input) else {
        return false;
    };
    let (x, c) = (rw.ir.operand(shr, 0), rw.ir.operand(shr, 1));
    let Some(ca) = const_attr(rw, c) else {
        return false;
    };
    let Some(ct) = ods_runtime::ods::preds::attr_type(rw, ca) else {
        return false;
    };
    let tr = ty(rw, rw.ir.result(op, 0));
    let Some(amount) = const_int(rw, Some(ca)) else {
        return false;
    };
    // upstream compares the amount, zero-extended, with the width difference
    let diff = scalar_width(rw, ty(rw, x)) - scalar_width(rw, tr);
    if amount.to_u64() != Some(diff as u64) {
        return false;
    }
    let flags = trunc.overflow_flags(rw);
    let cop = def(rw, c, op);
    let at = drr_loc(rw, &[op, cop]);
    let cv = constant(rw, at, ct, ca);
    let shrui = ShRUIOp::build(rw, at, x, cv).op();
    rw.insert(shrui);
    let sv = rw.ir.result(shrui, 0);
    let new = TruncIOp::build_full(rw, at, tr, sv, Some(flags)).op();
    replace_with(rw, op, new)
}

/// truncf(itofp(x)) -> itofp(x) with the default rounding mode.
fn truncf_of_itofp<Inner: OpHandle>(
    rw: &mut Rewriter<'_>,
    op: TruncFOp,
    build: fn(&mut Context, Location, Type, Value) -> Op,
) -> bool {
    if op.roundingmode(rw).is_some() {
        return false;
    }
    cast_through::<Inner>(rw, op.op(), build)
}

fn truncf_sitofp(op: TruncFOp, rw: &mut Rewriter<'_>) -> bool {
    truncf_of_itofp::<SIToFPOp>(rw, op, b_sitofp)
}
fn truncf_uitofp(op: TruncFOp, rw: &mut Rewriter<'_>) -> bool {
    truncf_of_itofp::<UIToFPOp>(rw, op, b_uitofp)
}

// ------------------------------------------------------------------------ mulf / divf

/// `op(negf(x), negf(y)) -> op(x, y)` keeping the root's fastmath flags.
fn of_negf(rw: &mut Rewriter<'_>, op: Op, div: bool) -> bool {
    let (l, r) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1));
    let (Some(ln), Some(rn)) = (def_of::<NegFOp>(rw, l), def_of::<NegFOp>(rw, r)) else {
        return false;
    };
    let (x, y) = (rw.ir.operand(ln, 0), rw.ir.operand(rn, 0));
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let at = drr_loc(rw, &[op, ln, rn]);
    let new = if div {
        let f = DivFOp::from_op_unchecked(op).fastmath(rw);
        DivFOp::build_full(rw, at, x, y, Some(f)).op()
    } else {
        let f = MulFOp::from_op_unchecked(op).fastmath(rw);
        MulFOp::build_full(rw, at, x, y, Some(f)).op()
    };
    replace_with(rw, op, new)
}

fn mulf_of_negf(op: MulFOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    of_negf(rw, op, false)
}
fn divf_of_negf(op: DivFOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    of_negf(rw, op, true)
}

// ------------------------------------------------------------------------ cmpf

/// The integer predicate for a float predicate (ordered and unordered alike).
fn to_int_pred(p: CmpFPredicate, unsigned: bool) -> Option<CmpIPredicate> {
    use CmpFPredicate as F;
    use CmpIPredicate as I;
    Some(match p {
        F::Ueq | F::Oeq => I::Eq,
        F::Ugt | F::Ogt => {
            if unsigned {
                I::Ugt
            } else {
                I::Sgt
            }
        }
        F::Uge | F::Oge => {
            if unsigned {
                I::Uge
            } else {
                I::Sge
            }
        }
        F::Ult | F::Olt => {
            if unsigned {
                I::Ult
            } else {
                I::Slt
            }
        }
        F::Ule | F::Ole => {
            if unsigned {
                I::Ule
            } else {
                I::Sle
            }
        }
        F::Une | F::One => I::Ne,
        _ => return None,
    })
}

/// Replaces `op` by an `i1` constant.
fn replace_by_bool(rw: &mut Rewriter<'_>, op: Op, b: bool) -> bool {
    let i1 = rw.common.i1;
    let a = ods_runtime::ods::preds::bool_attr(rw, b);
    let at = loc(rw, op);
    let c = ConstantOp::build(rw, at, i1, a).op();
    replace_with(rw, op, c)
}

/// cmpf(pred, itofp(x), C) -> cmpi(pred', x, C') when the conversion cannot change the
/// comparison (upstream's `CmpFIntToFPConst`).
fn cmpf_int_to_fp_const(op: CmpFOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    use CmpIPredicate as I;
    let cmp = CmpFOp::from_op_unchecked(op);
    let (l, r) = (cmp.lhs(rw), cmp.rhs(rw));
    let Some(ra) = constant_value(rw, r) else {
        return false;
    };
    let Some((_, rhs)) = ods_runtime::transforms::fold::float_attr_value(rw, ra) else {
        return false;
    };
    if rhs.is_nan() {
        return false;
    }
    let fty = ty(rw, r);
    let TypeKind::Float(sem) = *rw.type_kind(fty) else {
        return false;
    };
    // LLVM's getFPMantissaWidth: the precision, -1 for ppc double-double (absent here)
    let mantissa = i64::from(sem.precision());
    let (unsigned, int_val) = if let Some(si) = l.defining_op::<SIToFPOp>(rw) {
        (false, si.in_(rw))
    } else if let Some(ui) = l.defining_op::<UIToFPOp>(rw) {
        (true, ui.in_(rw))
    } else {
        return false;
    };
    let int_ty = ty(rw, int_val);
    let TypeKind::Integer { width, .. } = *rw.type_kind(int_ty) else {
        return false;
    };
    let int_width = i64::from(width);
    let value_bits = if unsigned { int_width } else { int_width - 1 };
    if int_width > mantissa {
        let e = rhs.ilogb();
        if e == APFloat::ILOGB_INF {
            if i64::from(APFloat::largest(sem, false).ilogb()) < value_bits {
                return false;
            }
        } else if mantissa <= i64::from(e) && i64::from(e) <= value_bits {
            return false;
        }
    }
    let pred = match cmp.predicate(rw) {
        CmpFPredicate::Ord => return replace_by_bool(rw, op, true),
        CmpFPredicate::Uno => return replace_by_bool(rw, op, false),
        p => match to_int_pred(p, unsigned) {
            Some(p) => p,
            None => return false,
        },
    };
    let w = width;
    use std::cmp::Ordering::{Greater, Less};
    if !unsigned {
        let smax = APFloat::from_apint(sem, &APInt::all_ones(w).lshr(1), true);
        if smax.compare(&rhs) == Some(Less) {
            return replace_by_bool(rw, op, matches!(pred, I::Ne | I::Slt | I::Sle));
        }
    } else {
        let umax = APFloat::from_apint(sem, &APInt::all_ones(w), false);
        if umax.compare(&rhs) == Some(Less) {
            return replace_by_bool(rw, op, matches!(pred, I::Ne | I::Ult | I::Ule));
        }
    }
    if !unsigned {
        let mut smin_bits = APInt::zero(w);
        smin_bits.set_bit(w - 1, true);
        let smin = APFloat::from_apint(sem, &smin_bits, true);
        if smin.compare(&rhs) == Some(Greater) {
            return replace_by_bool(rw, op, matches!(pred, I::Ne | I::Sgt | I::Sge));
        }
    } else {
        let umin = APFloat::from_apint(sem, &APInt::zero(w), false);
        if umin.compare(&rhs) == Some(Greater) {
            return replace_by_bool(rw, op, matches!(pred, I::Ne | I::Ugt | I::Uge));
        }
    }
    let Some(rhs_int) = rhs.to_apint(w, !unsigned) else {
        return false;
    };
    let mut pred = pred;
    if !rhs.is_zero() {
        let back = APFloat::from_apint(sem, &rhs_int, !unsigned);
        let equal = back.compare(&rhs) == Some(std::cmp::Ordering::Equal);
        if !equal {
            let neg = rhs.is_negative();
            match pred {
                I::Ne => return replace_by_bool(rw, op, true),
                I::Eq => return replace_by_bool(rw, op, false),
                I::Ule => {
                    if neg {
                        return replace_by_bool(rw, op, false);
                    }
                }
                I::Sle => {
                    if neg {
                        pred = I::Slt;
                    }
                }
                I::Ult => {
                    if neg {
                        return replace_by_bool(rw, op, false);
                    }
                    pred = I::Ule;
                }
                I::Slt => {
                    if !neg {
                        pred = I::Sle;
                    }
                }
                I::Ugt => {
                    if neg {
                        return replace_by_bool(rw, op, true);
                    }
                }
                I::Sgt => {
                    if neg {
                        pred = I::Sge;
                    }
                }
                I::Uge => {
                    if neg {
                        return replace_by_bool(rw, op, true);
                    }
                    pred = I::Ugt;
                }
                I::Sge => {
                    if !neg {
                        pred = I::Sgt;
                    }
                }
            }
        }
    }
    let c = int_attr(rw, int_ty, rhs_int);
    let at = loc(rw, op);
    let cv = {
        let k = ConstantOp::build(rw, at, int_ty, c).op();
        rw.insert(k);
        rw.ir.result(k, 0)
    };
    let i1 = rw.common.i1;
    let new = CmpIOp::build(rw, at, i1, pred, int_val, cv).op();
    replace_with(rw, op, new)
}

// ------------------------------------------------------------------------ registration

impl CanonicalizationPatterns for AddIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::AddIAddConstant",
            2,
            addi_add_constant,
        );
        set.add_named(
            "(anonymous namespace)::AddISubConstantRHS",
            2,
            addi_sub_constant_rhs,
        );
        set.add_named(
            "(anonymous namespace)::AddISubConstantLHS",
            2,
            addi_sub_constant_lhs,
        );
        set.add_named(
            "(anonymous namespace)::AddIMulNegativeOneRhs",
            2,
            addi_mul_neg_one_rhs,
        );
        set.add_named(
            "(anonymous namespace)::AddIMulNegativeOneLhs",
            2,
            addi_mul_neg_one_lhs,
        );
    }
}

impl CanonicalizationPatterns for AddUIExtendedOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::AddUIExtendedToAddI",
            1,
            addui_extended_to_addi,
        );
    }
}

impl CanonicalizationPatterns for SubIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::SubIRHSAddConstant",
            2,
            subi_rhs_add_constant,
        );
        set.add_named(
            "(anonymous namespace)::SubILHSAddConstant",
            2,
            subi_lhs_add_constant,
        );
        set.add_named(
            "(anonymous namespace)::SubIRHSSubConstantRHS",
            2,
            subi_rhs_sub_constant_rhs,
        );
        set.add_named(
            "(anonymous namespace)::SubIRHSSubConstantLHS",
            2,
            subi_rhs_sub_constant_lhs,
        );
        set.add_named(
            "(anonymous namespace)::SubILHSSubConstantRHS",
            2,
            subi_lhs_sub_constant_rhs,
        );
        set.add_named(
            "(anonymous namespace)::SubILHSSubConstantLHS",
            2,
            subi_lhs_sub_constant_lhs,
        );
        set.add_named(
            "(anonymous namespace)::SubISubILHSRHSLHS",
            2,
            subi_subi_lhs_rhs_lhs,
        );
    }
}

impl CanonicalizationPatterns for MulIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::MulIMulIConstant",
            2,
            muli_muli_constant,
        );
    }
}

impl CanonicalizationPatterns for MulSIExtendedOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::MulSIExtendedToMulI",
            1,
            mulsi_extended_to_muli,
        );
        set.add_named(
            "(anonymous namespace)::MulSIExtendedRHSOne",
            1,
            mulsi_extended_rhs_one,
        );
    }
}

impl CanonicalizationPatterns for MulUIExtendedOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::MulUIExtendedToMulI",
            1,
            mului_extended_to_muli,
        );
    }
}

impl CanonicalizationPatterns for XOrIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named("(anonymous namespace)::XOrINotCmpI", 2, xori_not_cmpi);
        set.add_named("(anonymous namespace)::XOrIOfExtUI", 3, xori_of_extui);
        set.add_named("(anonymous namespace)::XOrIOfExtSI", 3, xori_of_extsi);
    }
}

impl CanonicalizationPatterns for AndIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named("(anonymous namespace)::AndOfExtUI", 3, andi_of_extui);
        set.add_named("(anonymous namespace)::AndOfExtSI", 3, andi_of_extsi);
    }
}

impl CanonicalizationPatterns for OrIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named("(anonymous namespace)::OrOfExtUI", 3, ori_of_extui);
        set.add_named("(anonymous namespace)::OrOfExtSI", 3, ori_of_extsi);
    }
}

impl CanonicalizationPatterns for CmpIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named("(anonymous namespace)::CmpIExtSI", 3, cmpi_ext_si);
        set.add_named("(anonymous namespace)::CmpIExtUI", 3, cmpi_ext_ui);
    }
}

impl CanonicalizationPatterns for CmpFOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named("CmpFIntToFPConst", 1, cmpf_int_to_fp_const);
    }
}

impl CanonicalizationPatterns for SelectOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::RedundantSelectFalse",
            2,
            redundant_select_false,
        );
        set.add_named(
            "(anonymous namespace)::RedundantSelectTrue",
            2,
            redundant_select_true,
        );
        set.add_named("(anonymous namespace)::SelectNotCond", 2, select_not_cond);
        set.add_named("(anonymous namespace)::SelectI1ToNot", 1, select_i1_to_not);
        set.add_named("SelectToExtUI", 1, select_to_extui);
    }
}

impl CanonicalizationPatterns for IndexCastOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::IndexCastOfIndexCast",
            2,
            index_cast_of_index_cast,
        );
        set.add_named(
            "(anonymous namespace)::IndexCastOfExtSI",
            2,
            index_cast_of_extsi,
        );
    }
}

impl CanonicalizationPatterns for IndexCastUIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::IndexCastUIOfIndexCastUI",
            2,
            index_castui_of_index_castui,
        );
        set.add_named(
            "(anonymous namespace)::IndexCastUIOfExtUI",
            2,
            index_castui_of_extui,
        );
    }
}

impl CanonicalizationPatterns for BitcastOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::BitcastOfBitcast",
            2,
            bitcast_of_bitcast,
        );
    }
}

impl CanonicalizationPatterns for ExtSIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named("(anonymous namespace)::ExtSIOfExtUI", 2, extsi_of_extui);
    }
}

impl CanonicalizationPatterns for TruncIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::TruncIExtSIToExtSI",
            2,
            trunci_extsi_to_extsi,
        );
        set.add_named(
            "(anonymous namespace)::TruncIExtUIToExtUI",
            2,
            trunci_extui_to_extui,
        );
        set.add_named(
            "(anonymous namespace)::TruncIShrSIToTrunciShrUI",
            2,
            trunci_shrsi_to_trunci_shrui,
        );
    }
}

impl CanonicalizationPatterns for TruncFOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::TruncFSIToFPToSIToFP",
            2,
            truncf_sitofp,
        );
        set.add_named(
            "(anonymous namespace)::TruncFUIToFPToUIToFP",
            2,
            truncf_uitofp,
        );
    }
}

impl CanonicalizationPatterns for MulFOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named("(anonymous namespace)::MulFOfNegF", 3, mulf_of_negf);
    }
}

impl CanonicalizationPatterns for DivFOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named("(anonymous namespace)::DivFOfNegF", 3, divf_of_negf);
    }
}

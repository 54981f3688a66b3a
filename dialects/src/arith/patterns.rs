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
use ods_runtime::transforms::rewrite::{constant_value, replace_op, PatternSet, RewritePattern};
use ods_runtime::{Attribute, Context, Op, Type, Value};

use super::folds::def_named;
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

/// Inserts `new` before `root` and returns it.
fn insert(ctx: &mut Context, root: Op, new: Op) -> Op {
    ctx.ir.insert_op_before(root, new);
    new
}

/// A new `arith.constant` of `value` (of type `t`) at `at`, before `root`.
fn constant(ctx: &mut Context, root: Op, at: Location, t: Type, value: Attribute) -> Value {
    let c = ConstantOp::build(ctx, at, t, value).op();
    insert(ctx, root, c);
    ctx.ir.result(c, 0)
}

/// Replaces `root` by the single result of `new` (inserted before it).
fn replace_with(ctx: &mut Context, root: Op, new: Op) -> bool {
    insert(ctx, root, new);
    let v = ctx.ir.result(new, 0);
    replace_op(ctx, root, &[v]);
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
    let name = match kind {
        Bin::Add => AddIOp::NAME,
        Bin::Sub => SubIOp::NAME,
        Bin::Mul => MulIOp::NAME,
    };
    let op = def_named(ctx, v, name)?;
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
        Bin::Add => AddIOp::build(ctx, at, l, r, Some(f)).op(),
        Bin::Sub => SubIOp::build(ctx, at, l, r, Some(f)).op(),
        Bin::Mul => MulIOp::build(ctx, at, l, r, Some(f)).op(),
    }
}

/// `root(inner(a, b, f1), c1, f2)` or `root(c1, inner(a, b, f1), f2)` (when `const_lhs`)
/// with scalar constants among `a`/`b` as `const_in_inner_rhs` says: rewrites to
/// `out(x, K)` or `out(K, x)` with `K = combine(c_inner, c1)`.
#[allow(clippy::too_many_arguments)]
fn reassociate(
    ctx: &mut Context,
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
    let (l, r, f2) = bin_of(ctx, root, root_kind);
    let (inner_v, outer_c) = if const_lhs { (r, l) } else { (l, r) };
    let Some((il, ir, f1)) = bin(ctx, inner_v, inner_kind) else {
        return false;
    };
    let (x, inner_c) = if const_in_inner_rhs {
        (il, ir)
    } else {
        (ir, il)
    };
    let Some((_, c_inner)) = const_apint(ctx, inner_c) else {
        return false;
    };
    let Some((_, c_outer)) = const_apint(ctx, outer_c) else {
        return false;
    };
    let res_ty = ty(ctx, ctx.ir.result(root, 0));
    // the first constant of the source pattern's walk: the outer one when it is the lhs
    let first_const = if const_lhs { outer_c } else { inner_c };
    let first_const = def(ctx, first_const, root);
    let at = drr_loc(ctx, &[root, first_const]);
    let k = combine(&c_inner, &c_outer);
    let k = int_result(ctx, res_ty, k);
    let kv = constant(ctx, root, at, res_ty, k);
    let flags = if keep_flags {
        merge(f1, f2)
    } else {
        IntegerOverflowFlags::NONE
    };
    let new = if const_first_in_out {
        build_bin(ctx, at, out_kind, kv, x, flags)
    } else {
        build_bin(ctx, at, out_kind, x, kv, flags)
    };
    replace_with(ctx, root, new)
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
fn addi_add_constant(ctx: &mut Context, op: Op) -> bool {
    reassociate(
        ctx,
        op,
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
fn addi_sub_constant_rhs(ctx: &mut Context, op: Op) -> bool {
    reassociate(
        ctx,
        op,
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
fn addi_sub_constant_lhs(ctx: &mut Context, op: Op) -> bool {
    reassociate(
        ctx,
        op,
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
fn subi_rhs_add_constant(ctx: &mut Context, op: Op) -> bool {
    reassociate(
        ctx,
        op,
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
fn subi_lhs_add_constant(ctx: &mut Context, op: Op) -> bool {
    reassociate(
        ctx,
        op,
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
fn subi_rhs_sub_constant_rhs(ctx: &mut Context, op: Op) -> bool {
    reassociate(
        ctx,
        op,
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
fn subi_rhs_sub_constant_lhs(ctx: &mut Context, op: Op) -> bool {
    reassociate(
        ctx,
        op,
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
fn subi_lhs_sub_constant_rhs(ctx: &mut Context, op: Op) -> bool {
    reassociate(
        ctx,
        op,
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
fn subi_lhs_sub_constant_lhs(ctx: &mut Context, op: Op) -> bool {
    reassociate(
        ctx,
        op,
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
fn muli_muli_constant(ctx: &mut Context, op: Op) -> bool {
    // the constants must have the result's type
    let (l, r, _) = bin_of(ctx, op, Bin::Mul);
    let res_ty = ty(ctx, ctx.ir.result(op, 0));
    let Some((_, ir, _)) = bin(ctx, l, Bin::Mul) else {
        return false;
    };
    for c in [ir, r] {
        match const_apint(ctx, c) {
            Some((a, _)) if ods_runtime::ods::preds::attr_type(ctx, a) == Some(res_ty) => {}
            _ => return false,
        }
    }
    reassociate(
        ctx,
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
fn addi_mul_neg_one_rhs(ctx: &mut Context, op: Op) -> bool {
    let (x, m, _) = bin_of(ctx, op, Bin::Add);
    let Some((y, c, _)) = bin(ctx, m, Bin::Mul) else {
        return false;
    };
    if const_attr(ctx, c).is_none() || !is_neg_one(ctx, c) {
        return false;
    }
    let cop = def(ctx, c, op);
    let at = drr_loc(ctx, &[op, cop]);
    let new = build_bin(ctx, at, Bin::Sub, x, y, IntegerOverflowFlags::NONE);
    replace_with(ctx, op, new)
}

/// addi(muli(x, -1), y) -> subi(y, x)
fn addi_mul_neg_one_lhs(ctx: &mut Context, op: Op) -> bool {
    let (m, y, _) = bin_of(ctx, op, Bin::Add);
    let Some((x, c, _)) = bin(ctx, m, Bin::Mul) else {
        return false;
    };
    if const_attr(ctx, c).is_none() || !is_neg_one(ctx, c) {
        return false;
    }
    let cop = def(ctx, c, op);
    let at = drr_loc(ctx, &[op, cop]);
    let new = build_bin(ctx, at, Bin::Sub, y, x, IntegerOverflowFlags::NONE);
    replace_with(ctx, op, new)
}

/// subi(subi(a, b), a) -> subi(0, b)
fn subi_subi_lhs_rhs_lhs(ctx: &mut Context, op: Op) -> bool {
    let (l, r, f2) = bin_of(ctx, op, Bin::Sub);
    let Some((x, y, f1)) = bin(ctx, l, Bin::Sub) else {
        return false;
    };
    if x != r {
        return false;
    }
    let yt = ty(ctx, y);
    let Some(z) = zero_attr(ctx, yt) else {
        return false;
    };
    let inner = def(ctx, l, op);
    let at = drr_loc(ctx, &[op, inner]);
    let zv = constant(ctx, op, at, yt, z);
    let new = build_bin(ctx, at, Bin::Sub, zv, y, merge(f1, f2));
    replace_with(ctx, op, new)
}

// ------------------------------------------------------------------------ extended arithmetic

/// `*_extended(x, y) -> [int_op(x, y), x]` when the second result is unused.
fn extended_to_plain(ctx: &mut Context, op: Op, kind: Bin) -> bool {
    let second = ctx.ir.result(op, 1);
    if ctx.ir.has_uses(second) {
        return false;
    }
    let (x, y) = (ctx.ir.operand(op, 0), ctx.ir.operand(op, 1));
    let at = loc(ctx, op);
    let new = build_bin(ctx, at, kind, x, y, IntegerOverflowFlags::NONE);
    insert(ctx, op, new);
    let v = ctx.ir.result(new, 0);
    replace_op(ctx, op, &[v, x]);
    true
}

fn addui_extended_to_addi(ctx: &mut Context, op: Op) -> bool {
    extended_to_plain(ctx, op, Bin::Add)
}
fn mulsi_extended_to_muli(ctx: &mut Context, op: Op) -> bool {
    extended_to_plain(ctx, op, Bin::Mul)
}
fn mului_extended_to_muli(ctx: &mut Context, op: Op) -> bool {
    extended_to_plain(ctx, op, Bin::Mul)
}

/// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
fn mulsi_extended_rhs_one(ctx: &mut Context, op: Op) -> bool {
    let (x, c) = (ctx.ir.operand(op, 0), ctx.ir.operand(op, 1));
    if const_attr(ctx, c).is_none() {
        return false;
    }
    let one =
        const_int_or_splat(ctx, c).is_some_and(|v| !v.is_negative() && !v.is_zero() && v.is_one());
    if !one {
        return false;
    }
    let xt = ty(ctx, x);
    let Some(z) = zero_attr(ctx, xt) else {
        return false;
    };
    let at = loc(ctx, op);
    let zv = constant(ctx, op, at, xt, z);
    let i1s = i1_same_shape(&mut *ctx, xt);
    let cmp = CmpIOp::build(ctx, at, i1s, x, zv, CmpIPredicate::Slt).op();
    insert(ctx, op, cmp);
    let high_ty = ty(ctx, ctx.ir.result(op, 1));
    let cv = ctx.ir.result(cmp, 0);
    let ext = ExtSIOp::build(ctx, at, high_ty, cv).op();
    insert(ctx, op, ext);
    let ev = ctx.ir.result(ext, 0);
    replace_op(ctx, op, &[x, ev]);
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
fn xori_not_cmpi(ctx: &mut Context, op: Op) -> bool {
    let (l, r) = (ctx.ir.operand(op, 0), ctx.ir.operand(op, 1));
    let Some(cmp) = def_named(ctx, l, CmpIOp::NAME).map(CmpIOp::from_op_unchecked) else {
        return false;
    };
    if !is_i1_const(ctx, r, true) {
        return false;
    }
    let (a, b, p) = (cmp.lhs(ctx), cmp.rhs(ctx), cmp.predicate(ctx));
    let at = drr_loc(ctx, &[op, cmp.op()]);
    let rt = ty(ctx, ctx.ir.result(op, 0));
    let new = CmpIOp::build(ctx, at, rt, a, b, invert(p)).op();
    replace_with(ctx, op, new)
}

#[derive(Clone, Copy)]
enum Bitwise {
    And,
    Or,
    Xor,
}

/// `op(ext(x), ext(y)) -> ext(op(x, y))` when `x` and `y` have the same type.
fn bitwise_of_ext(ctx: &mut Context, op: Op, kind: Bitwise, ext_name: &str) -> bool {
    let (l, r) = (ctx.ir.operand(op, 0), ctx.ir.operand(op, 1));
    let (Some(le), Some(re)) = (def_named(ctx, l, ext_name), def_named(ctx, r, ext_name)) else {
        return false;
    };
    let (x, y) = (ctx.ir.operand(le, 0), ctx.ir.operand(re, 0));
    if ty(ctx, x) != ty(ctx, y) {
        return false;
    }
    let at = drr_loc(ctx, &[op, le, re]);
    let inner = match kind {
        Bitwise::And => AndIOp::build(ctx, at, x, y).op(),
        Bitwise::Or => OrIOp::build(ctx, at, x, y).op(),
        Bitwise::Xor => XOrIOp::build(ctx, at, x, y).op(),
    };
    insert(ctx, op, inner);
    let iv = ctx.ir.result(inner, 0);
    let rt = ty(ctx, ctx.ir.result(op, 0));
    let new = if ext_name == ExtUIOp::NAME {
        ExtUIOp::build(ctx, at, rt, iv).op()
    } else {
        ExtSIOp::build(ctx, at, rt, iv).op()
    };
    replace_with(ctx, op, new)
}

fn xori_of_extui(ctx: &mut Context, op: Op) -> bool {
    bitwise_of_ext(ctx, op, Bitwise::Xor, ExtUIOp::NAME)
}
fn xori_of_extsi(ctx: &mut Context, op: Op) -> bool {
    bitwise_of_ext(ctx, op, Bitwise::Xor, ExtSIOp::NAME)
}
fn andi_of_extui(ctx: &mut Context, op: Op) -> bool {
    bitwise_of_ext(ctx, op, Bitwise::And, ExtUIOp::NAME)
}
fn andi_of_extsi(ctx: &mut Context, op: Op) -> bool {
    bitwise_of_ext(ctx, op, Bitwise::And, ExtSIOp::NAME)
}
fn ori_of_extui(ctx: &mut Context, op: Op) -> bool {
    bitwise_of_ext(ctx, op, Bitwise::Or, ExtUIOp::NAME)
}
fn ori_of_extsi(ctx: &mut Context, op: Op) -> bool {
    bitwise_of_ext(ctx, op, Bitwise::Or, ExtSIOp::NAME)
}

// ------------------------------------------------------------------------ cmpi

/// cmpi(eq/ne, ext(a), ext(b)) -> cmpi(eq/ne, a, b) when `a` and `b` have the same type.
fn cmpi_of_ext(ctx: &mut Context, op: Op, ext_name: &str) -> bool {
    let cmp = CmpIOp::from_op_unchecked(op);
    let (l, r) = (cmp.lhs(ctx), cmp.rhs(ctx));
    let (Some(le), Some(re)) = (def_named(ctx, l, ext_name), def_named(ctx, r, ext_name)) else {
        return false;
    };
    let (a, b) = (ctx.ir.operand(le, 0), ctx.ir.operand(re, 0));
    let p = cmp.predicate(ctx);
    if ty(ctx, a) != ty(ctx, b) || !matches!(p, CmpIPredicate::Eq | CmpIPredicate::Ne) {
        return false;
    }
    let at = drr_loc(ctx, &[op, le, re]);
    let rt = ty(ctx, ctx.ir.result(op, 0));
    let new = CmpIOp::build(ctx, at, rt, a, b, p).op();
    replace_with(ctx, op, new)
}

fn cmpi_ext_si(ctx: &mut Context, op: Op) -> bool {
    cmpi_of_ext(ctx, op, ExtSIOp::NAME)
}
fn cmpi_ext_ui(ctx: &mut Context, op: Op) -> bool {
    cmpi_of_ext(ctx, op, ExtUIOp::NAME)
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
fn redundant_select_false(ctx: &mut Context, op: Op) -> bool {
    let (p, a, s) = select_parts(ctx, op);
    let Some(inner) = def_named(ctx, s, SelectOp::NAME) else {
        return false;
    };
    let (ip, _, c) = select_parts(ctx, inner);
    if ip != p {
        return false;
    }
    let at = drr_loc(ctx, &[op, inner]);
    let new = build_select(ctx, op, at, p, a, c);
    replace_with(ctx, op, new)
}

/// select(pred, select(pred, a, b), c) -> select(pred, a, c)
fn redundant_select_true(ctx: &mut Context, op: Op) -> bool {
    let (p, s, c) = select_parts(ctx, op);
    let Some(inner) = def_named(ctx, s, SelectOp::NAME) else {
        return false;
    };
    let (ip, a, _) = select_parts(ctx, inner);
    if ip != p {
        return false;
    }
    let at = drr_loc(ctx, &[op, inner]);
    let new = build_select(ctx, op, at, p, a, c);
    replace_with(ctx, op, new)
}

/// select(not(pred), a, b) -> select(pred, b, a)
fn select_not_cond(ctx: &mut Context, op: Op) -> bool {
    let (c, a, b) = select_parts(ctx, op);
    let Some(x) = def_named(ctx, c, XOrIOp::NAME) else {
        return false;
    };
    let (p, ones) = (ctx.ir.operand(x, 0), ctx.ir.operand(x, 1));
    if const_apint(ctx, ones).is_none() || !is_neg_one(ctx, ones) {
        return false;
    }
    let ones_op = def(ctx, ones, op);
    let at = drr_loc(ctx, &[op, ones_op]);
    let new = build_select(ctx, op, at, p, b, a);
    replace_with(ctx, op, new)
}

/// select(pred, false, true) -> xori(pred, true)
fn select_i1_to_not(ctx: &mut Context, op: Op) -> bool {
    let (p, a, b) = select_parts(ctx, op);
    if !is_i1_const(ctx, a, false) || !is_i1_const(ctx, b, true) {
        return false;
    }
    let i1 = ctx.common.i1;
    let t = ods_runtime::ods::preds::bool_attr(ctx, true);
    let at = loc(ctx, op);
    let tv = constant(ctx, op, at, i1, t);
    let new = XOrIOp::build(ctx, at, p, tv).op();
    replace_with(ctx, op, new)
}

/// select(x, 1, 0) -> extui(x); select(x, 0, 1) -> extui(xori(x, 1)), for integer results
/// wider than `i1`.
fn select_to_extui(ctx: &mut Context, op: Op) -> bool {
    let rt = ty(ctx, ctx.ir.result(op, 0));
    if !matches!(ctx.type_kind(rt), TypeKind::Integer { .. }) || ctx.is_signless_int(rt, 1) {
        return false;
    }
    let (c, a, b) = select_parts(ctx, op);
    let ca = constant_value(ctx, a);
    let cb = constant_value(ctx, b);
    let at = loc(ctx, op);
    if ods_runtime::transforms::fold::is_one(ctx, ca)
        && ods_runtime::transforms::fold::is_zero(ctx, cb)
    {
        let new = ExtUIOp::build(ctx, at, rt, c).op();
        return replace_with(ctx, op, new);
    }
    if ods_runtime::transforms::fold::is_zero(ctx, ca)
        && ods_runtime::transforms::fold::is_one(ctx, cb)
    {
        let ct = ty(ctx, c);
        let one = int_attr(ctx, ct, APInt::one(1));
        let ov = constant(ctx, op, at, ct, one);
        let x = XOrIOp::build(ctx, at, c, ov).op();
        insert(ctx, op, x);
        let xv = ctx.ir.result(x, 0);
        let new = ExtUIOp::build(ctx, at, rt, xv).op();
        return replace_with(ctx, op, new);
    }
    false
}

// ------------------------------------------------------------------------ casts

/// index_cast(index_cast(x)) -> x (and the `ui` form) when the types match.
fn cast_of_cast_identity(ctx: &mut Context, op: Op, name: &str) -> bool {
    let input = ctx.ir.operand(op, 0);
    let Some(inner) = def_named(ctx, input, name) else {
        return false;
    };
    let x = ctx.ir.operand(inner, 0);
    if ty(ctx, x) != ty(ctx, ctx.ir.result(op, 0)) {
        return false;
    }
    replace_op(ctx, op, &[x]);
    true
}

fn index_cast_of_index_cast(ctx: &mut Context, op: Op) -> bool {
    cast_of_cast_identity(ctx, op, IndexCastOp::NAME)
}
fn index_castui_of_index_castui(ctx: &mut Context, op: Op) -> bool {
    cast_of_cast_identity(ctx, op, IndexCastUIOp::NAME)
}

/// `cast(inner(x)) -> cast(x)`: a new cast of the root's kind from `x` to the root's type.
fn cast_through(
    ctx: &mut Context,
    op: Op,
    inner_name: &str,
    build: fn(&mut Context, Location, Type, Value) -> Op,
) -> bool {
    let input = ctx.ir.operand(op, 0);
    let Some(inner) = def_named(ctx, input, inner_name) else {
        return false;
    };
    let x = ctx.ir.operand(inner, 0);
    let at = drr_loc(ctx, &[op, inner]);
    let rt = ty(ctx, ctx.ir.result(op, 0));
    let new = build(ctx, at, rt, x);
    replace_with(ctx, op, new)
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

fn index_cast_of_extsi(ctx: &mut Context, op: Op) -> bool {
    cast_through(ctx, op, ExtSIOp::NAME, b_index_cast)
}
fn index_castui_of_extui(ctx: &mut Context, op: Op) -> bool {
    cast_through(ctx, op, ExtUIOp::NAME, b_index_castui)
}
fn bitcast_of_bitcast(ctx: &mut Context, op: Op) -> bool {
    cast_through(ctx, op, BitcastOp::NAME, b_bitcast)
}
fn extsi_of_extui(ctx: &mut Context, op: Op) -> bool {
    cast_through(ctx, op, ExtUIOp::NAME, b_extui)
}

/// trunci(ext(x)) -> ext(x) when only extension bits are dropped.
fn trunci_of_ext(
    ctx: &mut Context,
    op: Op,
    ext_name: &str,
    build: fn(&mut Context, Location, Type, Value) -> Op,
) -> bool {
    let input = ctx.ir.operand(op, 0);
    let Some(ext) = def_named(ctx, input, ext_name) else {
        return false;
    };
    let x = ctx.ir.operand(ext, 0);
    let tr = ty(ctx, ctx.ir.result(op, 0));
    let (we, wt, wx) = (
        scalar_width(ctx, ty(ctx, input)),
        scalar_width(ctx, tr),
        scalar_width(ctx, ty(ctx, x)),
    );
    if !(we > wt && wt > 0 && wt > wx && wx > 0) {
        return false;
    }
    let at = drr_loc(ctx, &[op, ext]);
    let new = build(ctx, at, tr, x);
    replace_with(ctx, op, new)
}

fn trunci_extsi_to_extsi(ctx: &mut Context, op: Op) -> bool {
    trunci_of_ext(ctx, op, ExtSIOp::NAME, b_extsi)
}
fn trunci_extui_to_extui(ctx: &mut Context, op: Op) -> bool {
    trunci_of_ext(ctx, op, ExtUIOp::NAME, b_extui)
}

/// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when `c` is the number of truncated bits.
fn trunci_shrsi_to_trunci_shrui(ctx: &mut Context, op: Op) -> bool {
    let input = ctx.ir.operand(op, 0);
    let Some(shr) = def_named(ctx, input, ShRSIOp::NAME) else {
        return false;
    };
    let (x, c) = (ctx.ir.operand(shr, 0), ctx.ir.operand(shr, 1));
    let Some(ca) = const_attr(ctx, c) else {
        return false;
    };
    let Some(ct) = ods_runtime::ods::preds::attr_type(ctx, ca) else {
        return false;
    };
    let tr = ty(ctx, ctx.ir.result(op, 0));
    let Some(amount) = const_int(ctx, Some(ca)) else {
        return false;
    };
    // upstream compares the amount, zero-extended, with the width difference
    let diff = scalar_width(ctx, ty(ctx, x)) - scalar_width(ctx, tr);
    if amount.to_u64() != Some(diff as u64) {
        return false;
    }
    let flags = TruncIOp::from_op_unchecked(op).overflow_flags(ctx);
    let cop = def(ctx, c, op);
    let at = drr_loc(ctx, &[op, cop]);
    let cv = constant(ctx, op, at, ct, ca);
    let shrui = ShRUIOp::build(ctx, at, x, cv, false).op();
    insert(ctx, op, shrui);
    let sv = ctx.ir.result(shrui, 0);
    let new = TruncIOp::build(ctx, at, tr, sv, Some(flags)).op();
    replace_with(ctx, op, new)
}

/// truncf(itofp(x)) -> itofp(x) with the default rounding mode.
fn truncf_of_itofp(
    ctx: &mut Context,
    op: Op,
    name: &str,
    build: fn(&mut Context, Location, Type, Value) -> Op,
) -> bool {
    if TruncFOp::from_op_unchecked(op).roundingmode(ctx).is_some() {
        return false;
    }
    cast_through(ctx, op, name, build)
}

fn truncf_sitofp(ctx: &mut Context, op: Op) -> bool {
    truncf_of_itofp(ctx, op, SIToFPOp::NAME, b_sitofp)
}
fn truncf_uitofp(ctx: &mut Context, op: Op) -> bool {
    truncf_of_itofp(ctx, op, UIToFPOp::NAME, b_uitofp)
}

// ------------------------------------------------------------------------ mulf / divf

/// `op(negf(x), negf(y)) -> op(x, y)` keeping the root's fastmath flags.
fn of_negf(ctx: &mut Context, op: Op, div: bool) -> bool {
    let (l, r) = (ctx.ir.operand(op, 0), ctx.ir.operand(op, 1));
    let (Some(ln), Some(rn)) = (
        def_named(ctx, l, NegFOp::NAME),
        def_named(ctx, r, NegFOp::NAME),
    ) else {
        return false;
    };
    let (x, y) = (ctx.ir.operand(ln, 0), ctx.ir.operand(rn, 0));
    if ty(ctx, x) != ty(ctx, y) {
        return false;
    }
    let at = drr_loc(ctx, &[op, ln, rn]);
    let new = if div {
        let f = DivFOp::from_op_unchecked(op).fastmath(ctx);
        DivFOp::build(ctx, at, x, y, Some(f)).op()
    } else {
        let f = MulFOp::from_op_unchecked(op).fastmath(ctx);
        MulFOp::build(ctx, at, x, y, Some(f)).op()
    };
    replace_with(ctx, op, new)
}

fn mulf_of_negf(ctx: &mut Context, op: Op) -> bool {
    of_negf(ctx, op, false)
}
fn divf_of_negf(ctx: &mut Context, op: Op) -> bool {
    of_negf(ctx, op, true)
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
fn replace_by_bool(ctx: &mut Context, op: Op, b: bool) -> bool {
    let i1 = ctx.common.i1;
    let a = ods_runtime::ods::preds::bool_attr(ctx, b);
    let at = loc(ctx, op);
    let c = ConstantOp::build(ctx, at, i1, a).op();
    replace_with(ctx, op, c)
}

/// cmpf(pred, itofp(x), C) -> cmpi(pred', x, C') when the conversion cannot change the
/// comparison (upstream's `CmpFIntToFPConst`).
fn cmpf_int_to_fp_const(ctx: &mut Context, op: Op) -> bool {
    use CmpIPredicate as I;
    let cmp = CmpFOp::from_op_unchecked(op);
    let (l, r) = (cmp.lhs(ctx), cmp.rhs(ctx));
    let Some(ra) = constant_value(ctx, r) else {
        return false;
    };
    let Some((_, rhs)) = ods_runtime::transforms::fold::float_attr_value(ctx, ra) else {
        return false;
    };
    if rhs.is_nan() {
        return false;
    }
    let fty = ty(ctx, r);
    let TypeKind::Float(sem) = *ctx.type_kind(fty) else {
        return false;
    };
    // LLVM's getFPMantissaWidth: the precision, -1 for ppc double-double (absent here)
    let mantissa = i64::from(sem.precision());
    let (unsigned, int_val) = if let Some(si) = def_named(ctx, l, SIToFPOp::NAME) {
        (false, ctx.ir.operand(si, 0))
    } else if let Some(ui) = def_named(ctx, l, UIToFPOp::NAME) {
        (true, ctx.ir.operand(ui, 0))
    } else {
        return false;
    };
    let int_ty = ty(ctx, int_val);
    let TypeKind::Integer { width, .. } = *ctx.type_kind(int_ty) else {
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
    let pred = match cmp.predicate(ctx) {
        CmpFPredicate::Ord => return replace_by_bool(ctx, op, true),
        CmpFPredicate::Uno => return replace_by_bool(ctx, op, false),
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
            return replace_by_bool(ctx, op, matches!(pred, I::Ne | I::Slt | I::Sle));
        }
    } else {
        let umax = APFloat::from_apint(sem, &APInt::all_ones(w), false);
        if umax.compare(&rhs) == Some(Less) {
            return replace_by_bool(ctx, op, matches!(pred, I::Ne | I::Ult | I::Ule));
        }
    }
    if !unsigned {
        let mut smin_bits = APInt::zero(w);
        smin_bits.set_bit(w - 1, true);
        let smin = APFloat::from_apint(sem, &smin_bits, true);
        if smin.compare(&rhs) == Some(Greater) {
            return replace_by_bool(ctx, op, matches!(pred, I::Ne | I::Sgt | I::Sge));
        }
    } else {
        let umin = APFloat::from_apint(sem, &APInt::zero(w), false);
        if umin.compare(&rhs) == Some(Greater) {
            return replace_by_bool(ctx, op, matches!(pred, I::Ne | I::Ugt | I::Uge));
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
                I::Ne => return replace_by_bool(ctx, op, true),
                I::Eq => return replace_by_bool(ctx, op, false),
                I::Ule => {
                    if neg {
                        return replace_by_bool(ctx, op, false);
                    }
                }
                I::Sle => {
                    if neg {
                        pred = I::Slt;
                    }
                }
                I::Ult => {
                    if neg {
                        return replace_by_bool(ctx, op, false);
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
                        return replace_by_bool(ctx, op, true);
                    }
                }
                I::Sgt => {
                    if neg {
                        pred = I::Sge;
                    }
                }
                I::Uge => {
                    if neg {
                        return replace_by_bool(ctx, op, true);
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
    let c = int_attr(ctx, int_ty, rhs_int);
    let at = loc(ctx, op);
    let cv = {
        let k = ConstantOp::build(ctx, at, int_ty, c).op();
        insert(ctx, op, k);
        ctx.ir.result(k, 0)
    };
    let i1 = ctx.common.i1;
    let new = CmpIOp::build(ctx, at, i1, int_val, cv, pred).op();
    replace_with(ctx, op, new)
}

// ------------------------------------------------------------------------ registration

/// Adds `f` with `benefit` for ops named `root`.
fn pat(
    set: &mut PatternSet,
    name: &'static str,
    root: &'static str,
    benefit: u16,
    f: fn(&mut Context, Op) -> bool,
) {
    set.add(RewritePattern::new(name, root, benefit, f));
}

impl CanonicalizationPatterns for AddIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(set, "AddIAddConstant", AddIOp::NAME, 2, addi_add_constant);
        pat(
            set,
            "AddISubConstantRHS",
            AddIOp::NAME,
            2,
            addi_sub_constant_rhs,
        );
        pat(
            set,
            "AddISubConstantLHS",
            AddIOp::NAME,
            2,
            addi_sub_constant_lhs,
        );
        pat(
            set,
            "AddIMulNegativeOneRhs",
            AddIOp::NAME,
            2,
            addi_mul_neg_one_rhs,
        );
        pat(
            set,
            "AddIMulNegativeOneLhs",
            AddIOp::NAME,
            2,
            addi_mul_neg_one_lhs,
        );
    }
}

impl CanonicalizationPatterns for AddUIExtendedOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(
            set,
            "AddUIExtendedToAddI",
            AddUIExtendedOp::NAME,
            1,
            addui_extended_to_addi,
        );
    }
}

impl CanonicalizationPatterns for SubIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(
            set,
            "SubIRHSAddConstant",
            SubIOp::NAME,
            2,
            subi_rhs_add_constant,
        );
        pat(
            set,
            "SubILHSAddConstant",
            SubIOp::NAME,
            2,
            subi_lhs_add_constant,
        );
        pat(
            set,
            "SubIRHSSubConstantRHS",
            SubIOp::NAME,
            2,
            subi_rhs_sub_constant_rhs,
        );
        pat(
            set,
            "SubIRHSSubConstantLHS",
            SubIOp::NAME,
            2,
            subi_rhs_sub_constant_lhs,
        );
        pat(
            set,
            "SubILHSSubConstantRHS",
            SubIOp::NAME,
            2,
            subi_lhs_sub_constant_rhs,
        );
        pat(
            set,
            "SubILHSSubConstantLHS",
            SubIOp::NAME,
            2,
            subi_lhs_sub_constant_lhs,
        );
        pat(
            set,
            "SubISubILHSRHSLHS",
            SubIOp::NAME,
            2,
            subi_subi_lhs_rhs_lhs,
        );
    }
}

impl CanonicalizationPatterns for MulIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(set, "MulIMulIConstant", MulIOp::NAME, 2, muli_muli_constant);
    }
}

impl CanonicalizationPatterns for MulSIExtendedOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(
            set,
            "MulSIExtendedToMulI",
            MulSIExtendedOp::NAME,
            1,
            mulsi_extended_to_muli,
        );
        pat(
            set,
            "MulSIExtendedRHSOne",
            MulSIExtendedOp::NAME,
            1,
            mulsi_extended_rhs_one,
        );
    }
}

impl CanonicalizationPatterns for MulUIExtendedOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(
            set,
            "MulUIExtendedToMulI",
            MulUIExtendedOp::NAME,
            1,
            mului_extended_to_muli,
        );
    }
}

impl CanonicalizationPatterns for XOrIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(set, "XOrINotCmpI", XOrIOp::NAME, 2, xori_not_cmpi);
        pat(set, "XOrIOfExtUI", XOrIOp::NAME, 3, xori_of_extui);
        pat(set, "XOrIOfExtSI", XOrIOp::NAME, 3, xori_of_extsi);
    }
}

impl CanonicalizationPatterns for AndIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(set, "AndOfExtUI", AndIOp::NAME, 3, andi_of_extui);
        pat(set, "AndOfExtSI", AndIOp::NAME, 3, andi_of_extsi);
    }
}

impl CanonicalizationPatterns for OrIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(set, "OrOfExtUI", OrIOp::NAME, 3, ori_of_extui);
        pat(set, "OrOfExtSI", OrIOp::NAME, 3, ori_of_extsi);
    }
}

impl CanonicalizationPatterns for CmpIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(set, "CmpIExtSI", CmpIOp::NAME, 3, cmpi_ext_si);
        pat(set, "CmpIExtUI", CmpIOp::NAME, 3, cmpi_ext_ui);
    }
}

impl CanonicalizationPatterns for CmpFOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(
            set,
            "CmpFIntToFPConst",
            CmpFOp::NAME,
            1,
            cmpf_int_to_fp_const,
        );
    }
}

impl CanonicalizationPatterns for SelectOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(
            set,
            "RedundantSelectFalse",
            SelectOp::NAME,
            2,
            redundant_select_false,
        );
        pat(
            set,
            "RedundantSelectTrue",
            SelectOp::NAME,
            2,
            redundant_select_true,
        );
        pat(set, "SelectNotCond", SelectOp::NAME, 2, select_not_cond);
        pat(set, "SelectI1ToNot", SelectOp::NAME, 1, select_i1_to_not);
        pat(set, "SelectToExtUI", SelectOp::NAME, 1, select_to_extui);
    }
}

impl CanonicalizationPatterns for IndexCastOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(
            set,
            "IndexCastOfIndexCast",
            IndexCastOp::NAME,
            2,
            index_cast_of_index_cast,
        );
        pat(
            set,
            "IndexCastOfExtSI",
            IndexCastOp::NAME,
            2,
            index_cast_of_extsi,
        );
    }
}

impl CanonicalizationPatterns for IndexCastUIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(
            set,
            "IndexCastUIOfIndexCastUI",
            IndexCastUIOp::NAME,
            2,
            index_castui_of_index_castui,
        );
        pat(
            set,
            "IndexCastUIOfExtUI",
            IndexCastUIOp::NAME,
            2,
            index_castui_of_extui,
        );
    }
}

impl CanonicalizationPatterns for BitcastOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(
            set,
            "BitcastOfBitcast",
            BitcastOp::NAME,
            2,
            bitcast_of_bitcast,
        );
    }
}

impl CanonicalizationPatterns for ExtSIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(set, "ExtSIOfExtUI", ExtSIOp::NAME, 2, extsi_of_extui);
    }
}

impl CanonicalizationPatterns for TruncIOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(
            set,
            "TruncIExtSIToExtSI",
            TruncIOp::NAME,
            2,
            trunci_extsi_to_extsi,
        );
        pat(
            set,
            "TruncIExtUIToExtUI",
            TruncIOp::NAME,
            2,
            trunci_extui_to_extui,
        );
        pat(
            set,
            "TruncIShrSIToTrunciShrUI",
            TruncIOp::NAME,
            2,
            trunci_shrsi_to_trunci_shrui,
        );
    }
}

impl CanonicalizationPatterns for TruncFOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(
            set,
            "TruncFSIToFPToSIToFP",
            TruncFOp::NAME,
            2,
            truncf_sitofp,
        );
        pat(
            set,
            "TruncFUIToFPToUIToFP",
            TruncFOp::NAME,
            2,
            truncf_uitofp,
        );
    }
}

impl CanonicalizationPatterns for MulFOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(set, "MulFOfNegF", MulFOp::NAME, 3, mulf_of_negf);
    }
}

impl CanonicalizationPatterns for DivFOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        pat(set, "DivFOfNegF", DivFOp::NAME, 3, divf_of_negf);
    }
}

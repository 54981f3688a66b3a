//! The `fold` hooks and canonicalization methods of the index ops, with MLIR 22's semantics.
//!
//! `index` has the target's pointer width, so a fold must hold for both 32 and 64 bits:
//! operations whose low bits depend only on the operands' low bits (`add`, `sub`, `mul`,
//! `shl` by less than 32, the bitwise ops) fold at 64 bits; the others (divisions,
//! remainders, right shifts, minimum and maximum) fold only when the 64-bit result truncated
//! to 32 bits equals the 32-bit result. Casts and comparisons follow the same rule.

use std::cmp::Ordering;

use ods_runtime::ir::registry::FoldResult;
use ods_runtime::numerics::apint::APInt;
use ods_runtime::transforms::rewrite::{constant_value, Rewriter};
use ods_runtime::{AttrKind, Attribute, Context, Op, OpHandle, Value};

use super::*;

/// The value of an `IntegerAttr` operand (`dyn_cast_if_present<IntegerAttr>`; `true`/`false`
/// are `BoolAttr`s, not integers, for this purpose).
fn int_operand(ctx: &Context, operands: &[Option<Attribute>], i: usize) -> Option<APInt> {
    int_of(ctx, operands.get(i).copied().flatten()?)
}

fn int_of(ctx: &Context, a: Attribute) -> Option<APInt> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

fn index_attr(ctx: &mut Context, value: APInt) -> Attribute {
    let ty = ctx.common.index;
    ctx.intern_attr(AttrKind::Integer { ty, value })
}

fn bool_attr(ctx: &mut Context, b: bool) -> Attribute {
    ctx.intern_attr(AttrKind::Bool(b))
}

type Calc = fn(&APInt, &APInt) -> Option<APInt>;

/// `foldBinaryOpUnchecked`: folds at 64 bits (the low 32 bits agree by construction).
fn fold_unchecked(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    f: Calc,
) -> Option<FoldResult> {
    let (l, r) = (
        int_operand(ctx, operands, 0)?,
        int_operand(ctx, operands, 1)?,
    );
    let v = f(&l, &r)?;
    Some(FoldResult::Attr(index_attr(ctx, v)))
}

/// `foldBinaryOpChecked`: folds when the 64-bit result truncated to 32 bits is the 32-bit
/// result.
fn fold_checked(ctx: &mut Context, operands: &[Option<Attribute>], f: Calc) -> Option<FoldResult> {
    let (l, r) = (
        int_operand(ctx, operands, 0)?,
        int_operand(ctx, operands, 1)?,
    );
    let r64 = f(&l, &r)?;
    let r32 = f(&l.trunc(32), &r.trunc(32))?;
    if r64.trunc(32) != r32 {
        return None;
    }
    Some(FoldResult::Attr(index_attr(ctx, r64)))
}

fn sdiv(a: &APInt, b: &APInt) -> Option<APInt> {
    a.sdivrem(b).map(|(q, _)| q)
}

fn udiv(a: &APInt, b: &APInt) -> Option<APInt> {
    a.udivrem(b).map(|(q, _)| q)
}

fn ceil_div_s(n: &APInt, m: &APInt) -> Option<APInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n.clone());
    }
    let w = n.width();
    let m_gt_zero = !m.is_negative() && !m.is_zero();
    let n_gt_zero = !n.is_negative() && !n.is_zero();
    if n_gt_zero != m_gt_zero {
        // -((-n) / m)
        return Some(sdiv(&n.wrapping_neg(), m)?.wrapping_neg());
    }
    let x = if m_gt_zero {
        APInt::all_ones(w)
    } else {
        APInt::one(w)
    };
    Some(sdiv(&n.wrapping_add(&x), m)?.wrapping_add(&APInt::one(w)))
}

fn ceil_div_u(n: &APInt, m: &APInt) -> Option<APInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n.clone());
    }
    let one = APInt::one(n.width());
    Some(udiv(&n.wrapping_sub(&one), m)?.wrapping_add(&one))
}

fn floor_div_s(n: &APInt, m: &APInt) -> Option<APInt> {
    if m.is_zero() {
        return None;
    }
    if n.is_zero() {
        return Some(n.clone());
    }
    let w = n.width();
    let m_lt_zero = m.is_negative();
    if n.is_negative() == m_lt_zero {
        return sdiv(n, m);
    }
    // -1 - (x - n) / m
    let x = if m_lt_zero {
        APInt::one(w)
    } else {
        APInt::all_ones(w)
    };
    let q = sdiv(&x.wrapping_sub(n), m)?;
    Some(APInt::all_ones(w).wrapping_sub(&q))
}

/// A shift amount below 32 (larger amounts are undefined on 32-bit targets).
fn small_shift(b: &APInt) -> Option<u32> {
    b.to_u64().filter(|&v| v < 32).map(|v| v as u32)
}

type FoldFn = fn(&mut Context, Value, &[Option<Attribute>]) -> Option<FoldResult>;

// `add`, `sub` and `mul` fold two constants first and only then try their identities
// (`x + 0`, `x - 0`, `x * 1` give `x`), as upstream: with two constants the result is a new
// attribute, which `--sccp` materializes as an `index.constant`, not the operand's constant.

fn fold_add(ctx: &mut Context, lhs: Value, operands: &[Option<Attribute>]) -> Option<FoldResult> {
    if let Some(r) = fold_unchecked(ctx, operands, |a, b| Some(a.wrapping_add(b))) {
        return Some(r);
    }
    if int_operand(ctx, operands, 1).is_some_and(|v| v.is_zero()) {
        return Some(FoldResult::Value(lhs));
    }
    None
}

fn fold_sub(ctx: &mut Context, lhs: Value, operands: &[Option<Attribute>]) -> Option<FoldResult> {
    if let Some(r) = fold_unchecked(ctx, operands, |a, b| Some(a.wrapping_sub(b))) {
        return Some(r);
    }
    if int_operand(ctx, operands, 1).is_some_and(|v| v.is_zero()) {
        return Some(FoldResult::Value(lhs));
    }
    None
}

fn fold_mul(ctx: &mut Context, lhs: Value, operands: &[Option<Attribute>]) -> Option<FoldResult> {
    if let Some(r) = fold_unchecked(ctx, operands, |a, b| Some(a.wrapping_mul(b))) {
        return Some(r);
    }
    if let Some(r) = int_operand(ctx, operands, 1) {
        if r.is_one() {
            return Some(FoldResult::Value(lhs));
        }
        if r.is_zero() {
            return operands[1].map(FoldResult::Attr);
        }
    }
    None
}

macro_rules! binary_folds {
    ($($op:ident => $f:expr;)*) => {$(
        impl Fold for $op {
            fn fold(
                self,
                ctx: &mut Context,
                operands: &[Option<Attribute>],
            ) -> Option<FoldResult> {
                let lhs = self.lhs(ctx);
                let f: FoldFn = $f;
                f(ctx, lhs, operands)
            }
        }
    )*};
}

binary_folds! {
    AddOp => fold_add;
    SubOp => fold_sub;
    MulOp => fold_mul;
    DivSOp => |ctx, _, o| fold_checked(ctx, o, sdiv);
    DivUOp => |ctx, _, o| fold_checked(ctx, o, udiv);
    CeilDivSOp => |ctx, _, o| fold_checked(ctx, o, ceil_div_s);
    CeilDivUOp => |ctx, _, o| fold_checked(ctx, o, ceil_div_u);
    FloorDivSOp => |ctx, _, o| fold_checked(ctx, o, floor_div_s);
    RemSOp => |ctx, _, o| fold_checked(ctx, o, |a, b| a.sdivrem(b).map(|(_, r)| r));
    RemUOp => |ctx, _, o| fold_checked(ctx, o, |a, b| a.udivrem(b).map(|(_, r)| r));
    MaxSOp => |ctx, _, o| fold_checked(ctx, o, max_s);
    MaxUOp => |ctx, _, o| fold_checked(ctx, o, max_u);
    MinSOp => |ctx, _, o| fold_checked(ctx, o, min_s);
    MinUOp => |ctx, _, o| fold_checked(ctx, o, min_u);
    ShlOp => |ctx, _, o| fold_unchecked(ctx, o, |a, b| Some(a.shl(small_shift(b)?)));
    ShrSOp => |ctx, _, o| fold_checked(ctx, o, |a, b| Some(a.ashr(small_shift(b)?)));
    ShrUOp => |ctx, _, o| fold_checked(ctx, o, |a, b| Some(a.lshr(small_shift(b)?)));
    AndOp => |ctx, _, o| fold_unchecked(ctx, o, |a, b| Some(a.and(b)));
    OrOp => |ctx, _, o| fold_unchecked(ctx, o, |a, b| Some(a.or(b)));
    XOrOp => |ctx, _, o| fold_unchecked(ctx, o, |a, b| Some(a.xor(b)));
}

fn max_s(a: &APInt, b: &APInt) -> Option<APInt> {
    Some(if a.scmp(b) == Ordering::Greater { a } else { b }.clone())
}

fn max_u(a: &APInt, b: &APInt) -> Option<APInt> {
    Some(if a.ucmp(b) == Ordering::Greater { a } else { b }.clone())
}

fn min_s(a: &APInt, b: &APInt) -> Option<APInt> {
    Some(if a.scmp(b) == Ordering::Less { a } else { b }.clone())
}

fn min_u(a: &APInt, b: &APInt) -> Option<APInt> {
    Some(if a.ucmp(b) == Ordering::Less { a } else { b }.clone())
}

// ------------------------------------------------------------------------ reassociation

/// MLIR's `canonicalizeAssociativeCommutativeBinaryOp`: `op(op(v, c1), c2)` becomes
/// `op(v, op(c2, c1))` when the inner `op(c2, c1)` folds (the inner op of the root's type).
fn reassociate<T: OpHandle>(
    rw: &mut Rewriter<'_>,
    root: T,
    fold: FoldFn,
    build: fn(&mut Context, Location, Value, Value) -> Op,
) -> bool {
    let root = root.op();
    let (lhs, rhs) = (rw.ir.operand(root, 0), rw.ir.operand(root, 1));
    let Some(c2) = constant_value(rw, rhs) else {
        return false;
    };
    let Some(inner) = lhs.defining_op::<T>(rw).map(T::op) else {
        return false;
    };
    let (x, c1v) = (rw.ir.operand(inner, 0), rw.ir.operand(inner, 1));
    let Some(c1) = constant_value(rw, c1v) else {
        return false;
    };
    let loc = rw.ir.op(root).loc;
    let c = match fold(rw, rhs, &[Some(c2), Some(c1)]) {
        Some(FoldResult::Value(v)) => v,
        Some(FoldResult::Attr(a)) => {
            let ty = rw.common.index;
            let Some(k) = IndexDialect::materialize_constant(rw, a, ty, loc) else {
                return false;
            };
            rw.insert(k);
            rw.ir.result(k, 0)
        }
        None => return false,
    };
    let new = build(rw, loc, x, c);
    rw.replace_op_with(root, new);
    true
}

macro_rules! reassociating {
    ($($op:ident => $f:expr;)*) => {$(
        impl Canonicalize for $op {
            fn canonicalize(self, rw: &mut Rewriter<'_>) -> bool {
                reassociate(rw, self, $f, |ctx, loc, l, r| $op::build(ctx, loc, l, r).op())
            }
        }
    )*};
}

reassociating! {
    AddOp => fold_add;
    MulOp => fold_mul;
    MaxSOp => |ctx, _, o| fold_checked(ctx, o, max_s);
    MaxUOp => |ctx, _, o| fold_checked(ctx, o, max_u);
    MinSOp => |ctx, _, o| fold_checked(ctx, o, min_s);
    MinUOp => |ctx, _, o| fold_checked(ctx, o, min_u);
    AndOp => |ctx, _, o| fold_unchecked(ctx, o, |a, b| Some(a.and(b)));
    OrOp => |ctx, _, o| fold_unchecked(ctx, o, |a, b| Some(a.or(b)));
    XOrOp => |ctx, _, o| fold_unchecked(ctx, o, |a, b| Some(a.xor(b)));
}

// ------------------------------------------------------------------------ casts

/// MLIR's `foldCastOp`: to `index`, extends or truncates to 64 bits; from `index`, folds
/// when the result is the same from the 32-bit value.
fn fold_cast(
    ctx: &mut Context,
    input: Option<Attribute>,
    ty: Type,
    signed: bool,
) -> Option<FoldResult> {
    let value = int_of(ctx, input?)?;
    let ext = |v: &APInt, w: u32| if signed { v.sext(w) } else { v.zext(w) };
    let ext_or_trunc = |v: &APInt, w: u32| {
        if v.width() >= w {
            v.trunc(w)
        } else {
            ext(v, w)
        }
    };
    if ctx.is_index(ty) {
        let r = ext_or_trunc(&value, 64);
        return Some(FoldResult::Attr(
            ctx.intern_attr(AttrKind::Integer { ty, value: r }),
        ));
    }
    let width = ods_runtime::transforms::fold::int_width(ctx, ty)?;
    let r = if width <= 32 {
        value.trunc(width)
    } else if width >= 64 {
        if ext(&value.trunc(32), 64) != value {
            return None;
        }
        ext(&value, width)
    } else {
        let r = value.trunc(width);
        if r != ext(&value.trunc(32), width) {
            return None;
        }
        r
    };
    Some(FoldResult::Attr(ods_runtime::transforms::fold::int_attr(
        ctx, ty, r,
    )))
}

impl Fold for CastSOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let ty = ctx.ir.value_type(self.output(ctx));
        fold_cast(ctx, operands.first().copied().flatten(), ty, true)
    }
}

impl Fold for CastUOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let ty = ctx.ir.value_type(self.output(ctx));
        fold_cast(ctx, operands.first().copied().flatten(), ty, false)
    }
}

// ------------------------------------------------------------------------ comparison

fn compare(l: &APInt, r: &APInt, pred: IndexCmpPredicate) -> bool {
    use IndexCmpPredicate::*;
    let (s, u) = (l.scmp(r), l.ucmp(r));
    match pred {
        Eq => u == Ordering::Equal,
        Ne => u != Ordering::Equal,
        Slt => s == Ordering::Less,
        Sle => s != Ordering::Greater,
        Sgt => s == Ordering::Greater,
        Sge => s != Ordering::Less,
        Ult => u == Ordering::Less,
        Ule => u != Ordering::Greater,
        Ugt => u == Ordering::Greater,
        Uge => u != Ordering::Less,
    }
}

/// A `ConstantIntRanges`: signed and unsigned bounds.
struct Range {
    umin: APInt,
    umax: APInt,
    smin: APInt,
    smax: APInt,
}

impl Range {
    fn from_signed(smin: APInt, smax: APInt) -> Range {
        let w = smin.width();
        let (umin, umax) = if smin.is_negative() == smax.is_negative() {
            (smin.clone(), smax.clone())
        } else {
            (APInt::zero(w), APInt::all_ones(w))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }

    fn from_unsigned(umin: APInt, umax: APInt) -> Range {
        let w = umin.width();
        let (smin, smax) = if umin.is_negative() == umax.is_negative() {
            (umin.clone(), umax.clone())
        } else {
            let smin = APInt::one(w).shl(w - 1);
            (smin.clone(), smin.not())
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }

    fn constant(&self) -> Option<&APInt> {
        if self.umin == self.umax {
            return Some(&self.umin);
        }
        (self.smin == self.smax).then_some(&self.smin)
    }
}

fn invert(pred: IndexCmpPredicate) -> IndexCmpPredicate {
    use IndexCmpPredicate::*;
    match pred {
        Eq => Ne,
        Ne => Eq,
        Slt => Sge,
        Sge => Slt,
        Sle => Sgt,
        Sgt => Sle,
        Ult => Uge,
        Uge => Ult,
        Ule => Ugt,
        Ugt => Ule,
    }
}

/// `intrange::isStaticallyTrue` for a range against a constant (`ne` needs the ranges to
/// be disjoint both signed and unsigned).
fn statically_true(pred: IndexCmpPredicate, l: &Range, c: &APInt) -> bool {
    use IndexCmpPredicate::*;
    match pred {
        Sle => l.smax.scmp(c) != Ordering::Greater,
        Slt => l.smax.scmp(c) == Ordering::Less,
        Ule => l.umax.ucmp(c) != Ordering::Greater,
        Ult => l.umax.ucmp(c) == Ordering::Less,
        Sge => l.smin.scmp(c) != Ordering::Less,
        Sgt => l.smin.scmp(c) == Ordering::Greater,
        Uge => l.umin.ucmp(c) != Ordering::Less,
        Ugt => l.umin.ucmp(c) == Ordering::Greater,
        Eq => l.constant() == Some(c),
        Ne => {
            (statically_true(Slt, l, c) || statically_true(Sgt, l, c))
                && (statically_true(Ult, l, c) || statically_true(Ugt, l, c))
        }
    }
}

/// `cmp(max/min(x, a), b)` at `width` bits.
fn cmp_of_min_max(
    kind: &str,
    a: APInt,
    b: &APInt,
    width: u32,
    pred: IndexCmpPredicate,
) -> Option<bool> {
    let smin = APInt::one(width).shl(width - 1);
    let range = match kind {
        "mins" => Range::from_signed(smin, a),
        "minu" => Range::from_unsigned(APInt::zero(width), a),
        "maxs" => Range::from_signed(a, smin.not()),
        _ => Range::from_unsigned(a, APInt::all_ones(width)),
    };
    if statically_true(pred, &range, b) {
        return Some(true);
    }
    if statically_true(invert(pred), &range, b) {
        return Some(false);
    }
    None
}

impl Fold for CmpOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let pred = self.pred(ctx);
        let l = int_operand(ctx, operands, 0);
        let r = int_operand(ctx, operands, 1);
        if let (Some(l), Some(r)) = (&l, &r) {
            let r64 = compare(l, r, pred);
            let r32 = compare(&l.trunc(32), &r.trunc(32), pred);
            if r64 == r32 {
                return Some(FoldResult::Attr(bool_attr(ctx, r64)));
            }
        }
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        // cmp(max/min(x, a), b)
        let min_max = [
            lhs.defining_op::<MinSOp>(ctx).map(|o| ("mins", o.op())),
            lhs.defining_op::<MinUOp>(ctx).map(|o| ("minu", o.op())),
            lhs.defining_op::<MaxSOp>(ctx).map(|o| ("maxs", o.op())),
            lhs.defining_op::<MaxUOp>(ctx).map(|o| ("maxu", o.op())),
        ];
        if let (Some((kind, lop)), Some(b)) = (min_max.into_iter().flatten().next(), &r) {
            let av = ctx.ir.operand(lop, 1);
            if let Some(a) = constant_value(ctx, av).and_then(|a| int_of(ctx, a)) {
                let r64 = cmp_of_min_max(kind, a.clone(), b, 64, pred);
                let r32 = cmp_of_min_max(kind, a.trunc(32), &b.trunc(32), 32, pred);
                if let (Some(x), Some(y)) = (r64, r32) {
                    if x == y {
                        return Some(FoldResult::Attr(bool_attr(ctx, x)));
                    }
                }
            }
        }
        if lhs == rhs {
            use IndexCmpPredicate::*;
            let v = matches!(pred, Eq | Sge | Sle | Uge | Ule);
            return Some(FoldResult::Attr(bool_attr(ctx, v)));
        }
        None
    }
}

impl Canonicalize for CmpOp {
    /// `cmp(sub(a, b), 0)` becomes `cmp(a, b)` (and `cmp(0, sub(a, b))` becomes `cmp(b, a)`).
    fn canonicalize(self, rw: &mut Rewriter<'_>) -> bool {
        let (lhs, rhs) = (self.lhs(rw), self.rhs(rw));
        let is_zero = |ctx: &mut Context, v: Value| {
            constant_value(ctx, v)
                .and_then(|a| int_of(ctx, a))
                .is_some_and(|v| v.is_zero())
        };
        let rhs_zero = is_zero(rw, rhs);
        let lhs_zero = !rhs_zero && is_zero(rw, lhs);
        if !rhs_zero && !lhs_zero {
            return false;
        }
        let Some(sub) = (if rhs_zero { lhs } else { rhs }).defining_op::<SubOp>(rw) else {
            return false;
        };
        let (a, b) = (sub.lhs(rw), sub.rhs(rw));
        let (x, y) = if rhs_zero { (a, b) } else { (b, a) };
        let loc = rw.ir.op(self.op()).loc;
        let pred = self.pred(rw);
        let new = CmpOp::build(rw, loc, pred, x, y).op();
        rw.replace_op_with(self, new);
        true
    }
}

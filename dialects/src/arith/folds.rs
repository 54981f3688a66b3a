//! The `fold` hooks of the arith ops, with MLIR 22's semantics: constant folding of scalars,
//! splats and dense vectors/tensors (division by zero, signed overflow and out-of-range
//! shifts or conversions do not fold), algebraic identities (`x + 0`, `x * 1`, `x - x`,
//! `x ^ x`, ...), in-place operand updates (`extui(extui(x))`, `trunci(trunci(x))`,
//! constants moved to the right of `cmpi`), and `select`/`cmpi`/`cmpf` folds.

use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ir::types::TypeKind;
use ods_runtime::numerics::apfloat::APFloat;
use ods_runtime::numerics::apint::APInt;
use ods_runtime::transforms::fold::{
    bool_attr_for, const_float, const_int, element_type_or_self, is_one, is_vector_or_tensor,
    is_zero, zero_attr, Element,
};
use ods_runtime::transforms::rewrite::constant_value;
use ods_runtime::{AttrKind, Attribute, Context, Type, Value};

use super::*;
// the first poison operand, which MLIR 22's common folders return as the result
use crate::ub::first_poison as poison_of;

fn attr(operands: &[Option<Attribute>], i: usize) -> Option<Attribute> {
    operands.get(i).copied().flatten()
}

fn value(v: Value) -> Option<FoldResult> {
    Some(FoldResult::Value(v))
}

/// `ods_runtime::transforms::fold::fold_binary_int` with MLIR's poison propagation.
fn fold_binary_int(
    ctx: &mut Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    result_ty: Option<Type>,
    f: impl FnMut(&APInt, &APInt) -> Option<APInt>,
) -> Option<Attribute> {
    if let Some(p) = poison_of(ctx, &[lhs, rhs]) {
        return Some(p);
    }
    ods_runtime::transforms::fold::fold_binary_int(ctx, lhs, rhs, result_ty, f)
}

/// `ods_runtime::transforms::fold::fold_binary_float` with MLIR's poison propagation.
fn fold_binary_float(
    ctx: &mut Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    f: impl FnMut(&APFloat, &APFloat) -> Option<APFloat>,
) -> Option<Attribute> {
    if let Some(p) = poison_of(ctx, &[lhs, rhs]) {
        return Some(p);
    }
    ods_runtime::transforms::fold::fold_binary_float(ctx, lhs, rhs, f)
}

/// `ods_runtime::transforms::fold::fold_unary` with MLIR's poison propagation.
fn fold_unary(
    ctx: &mut Context,
    operand: Option<Attribute>,
    result_ty: Option<Type>,
    f: impl FnMut(&Element) -> Option<Element>,
) -> Option<Attribute> {
    if let Some(p) = poison_of(ctx, &[operand]) {
        return Some(p);
    }
    ods_runtime::transforms::fold::fold_unary(ctx, operand, result_ty, f)
}

fn folded(a: Option<Attribute>) -> Option<FoldResult> {
    a.map(FoldResult::Attr)
}

/// The integer width of a scalar or element type (`index`: 64).
fn elem_int_width(ctx: &Context, ty: Type) -> Option<u32> {
    ods_runtime::transforms::fold::int_width(ctx, element_type_or_self(ctx, ty))
}

/// `zero_attr` of the op's result type when it is not a dynamically shaped type.
fn zero_of(ctx: &mut Context, ty: Type) -> Option<FoldResult> {
    folded(zero_attr(ctx, ty))
}

/// A shift amount as LLVM's `APInt::shl(const APInt &)` limits it (`>= width` saturates).
fn shift_amount(b: &APInt) -> u32 {
    b.to_u64()
        .map_or(u32::MAX, |v| u32::try_from(v).unwrap_or(u32::MAX))
}

// ------------------------------------------------------------------------ integer arithmetic

impl Fold for AddIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        // addi(x, 0) -> x
        if is_zero(ctx, attr(operands, 1)) {
            return value(lhs);
        }
        // addi(subi(a, b), b) -> a
        if let Some(sub) = lhs.defining_op::<SubIOp>(ctx) {
            if rhs == sub.rhs(ctx) {
                return value(sub.lhs(ctx));
            }
        }
        // addi(b, subi(a, b)) -> a
        if let Some(sub) = rhs.defining_op::<SubIOp>(ctx) {
            if lhs == sub.rhs(ctx) {
                return value(sub.lhs(ctx));
            }
        }
        folded(fold_binary_int(
            ctx,
            attr(operands, 0),
            attr(operands, 1),
            None,
            |a, b| Some(a.wrapping_add(b)),
        ))
    }
}

impl FoldMulti for AddUIExtendedOp {
    fn fold(
        self,
        ctx: &mut Context,
        operands: &[Option<Attribute>],
        results: &mut Vec<FoldResult>,
    ) -> bool {
        let overflow_ty = ctx.ir.value_type(self.overflow(ctx));
        // addui_extended(x, 0) -> x, false
        let rhs = self.rhs(ctx);
        let rhs_const = constant_value(ctx, rhs);
        if is_zero(ctx, rhs_const) {
            let Some(f) = zero_attr(ctx, overflow_ty) else {
                return false;
            };
            results.push(FoldResult::Value(self.lhs(ctx)));
            results.push(FoldResult::Attr(f));
            return true;
        }
        let (l, r) = (attr(operands, 0), attr(operands, 1));
        let Some(sum) = fold_binary_int(ctx, l, r, None, |a, b| Some(a.wrapping_add(b))) else {
            return false;
        };
        let Some(sum_ty) = ods_runtime::ods::preds::attr_type(ctx, sum) else {
            return false;
        };
        let i1s = i1_same_shape(&mut *ctx, sum_ty);
        let carry = fold_binary_int(ctx, Some(sum), l, Some(i1s), |s, a| {
            Some(APInt::from_bool(s.ucmp(a) == std::cmp::Ordering::Less))
        });
        let Some(carry) = carry else {
            return false;
        };
        results.push(FoldResult::Attr(sum));
        results.push(FoldResult::Attr(carry));
        true
    }
}

impl Fold for SubIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        // subi(x, x) -> 0
        if lhs == rhs {
            let ty = ctx.ir.value_type(self.result(ctx));
            let dynamic = is_vector_or_tensor(ctx, ty)
                && ods_runtime::transforms::fold::static_num_elements(ctx, ty).is_none();
            if !dynamic {
                return zero_of(ctx, ty);
            }
        }
        // subi(x, 0) -> x
        if is_zero(ctx, attr(operands, 1)) {
            return value(lhs);
        }
        if let Some(add) = lhs.defining_op::<AddIOp>(ctx) {
            // subi(addi(a, b), b) -> a
            if rhs == add.rhs(ctx) {
                return value(add.lhs(ctx));
            }
            // subi(addi(a, b), a) -> b
            if rhs == add.lhs(ctx) {
                return value(add.rhs(ctx));
            }
        }
        folded(fold_binary_int(
            ctx,
            attr(operands, 0),
            attr(operands, 1),
            None,
            |a, b| Some(a.wrapping_sub(b)),
        ))
    }
}

impl Fold for MulIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        // muli(x, 0) -> 0
        if is_zero(ctx, attr(operands, 1)) {
            return value(self.rhs(ctx));
        }
        // muli(x, 1) -> x
        if is_one(ctx, attr(operands, 1)) {
            return value(self.lhs(ctx));
        }
        folded(fold_binary_int(
            ctx,
            attr(operands, 0),
            attr(operands, 1),
            None,
            |a, b| Some(a.wrapping_mul(b)),
        ))
    }
}

/// The folds shared by `mulsi_extended` and `mului_extended`.
fn fold_mul_extended(
    ctx: &mut Context,
    lhs: Value,
    operands: &[Option<Attribute>],
    results: &mut Vec<FoldResult>,
    signed: bool,
) -> bool {
    let (l, r) = (attr(operands, 0), attr(operands, 1));
    // mul*_extended(x, 0) -> 0, 0
    if let (true, Some(z)) = (is_zero(ctx, r), r) {
        results.push(FoldResult::Attr(z));
        results.push(FoldResult::Attr(z));
        return true;
    }
    // mului_extended(x, 1) -> x, 0
    if !signed && is_one(ctx, r) {
        let ty = ctx.ir.value_type(lhs);
        let Some(z) = zero_attr(ctx, ty) else {
            return false;
        };
        results.push(FoldResult::Value(lhs));
        results.push(FoldResult::Attr(z));
        return true;
    }
    let Some(low) = fold_binary_int(ctx, l, r, None, |a, b| Some(a.wrapping_mul(b))) else {
        return false;
    };
    let high = fold_binary_int(ctx, l, r, None, |a, b| {
        Some(if signed {
            a.mul_high_signed(b)
        } else {
            a.mul_high_unsigned(b)
        })
    });
    let Some(high) = high else {
        return false;
    };
    results.push(FoldResult::Attr(low));
    results.push(FoldResult::Attr(high));
    true
}

impl FoldMulti for MulSIExtendedOp {
    fn fold(
        self,
        ctx: &mut Context,
        operands: &[Option<Attribute>],
        results: &mut Vec<FoldResult>,
    ) -> bool {
        fold_mul_extended(ctx, self.lhs(ctx), operands, results, true)
    }
}

impl FoldMulti for MulUIExtendedOp {
    fn fold(
        self,
        ctx: &mut Context,
        operands: &[Option<Attribute>],
        results: &mut Vec<FoldResult>,
    ) -> bool {
        fold_mul_extended(ctx, self.lhs(ctx), operands, results, false)
    }
}

/// `(a * b) / b -> a` when the `muli` has (at least) the overflow flags `flags`.
fn fold_div_mul(
    ctx: &Context,
    lhs: Value,
    rhs: Value,
    flags: IntegerOverflowFlags,
) -> Option<Value> {
    let mul = lhs.defining_op::<MulIOp>(ctx)?;
    if !mul.overflow_flags(ctx).contains_all(flags) {
        return None;
    }
    if mul.lhs(ctx) == rhs {
        return Some(mul.rhs(ctx));
    }
    if mul.rhs(ctx) == rhs {
        return Some(mul.lhs(ctx));
    }
    None
}

/// Folds constants elementwise with `f`, which reports trouble (division by zero, overflow)
/// through its flag; any trouble cancels the fold.
fn fold_checked(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    mut f: impl FnMut(&APInt, &APInt, &mut bool) -> APInt,
) -> Option<FoldResult> {
    let mut trouble = false;
    let r = fold_binary_int(ctx, attr(operands, 0), attr(operands, 1), None, |a, b| {
        Some(f(a, b, &mut trouble))
    });
    if trouble {
        return None;
    }
    folded(r)
}

impl Fold for DivUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        // divui(x, 1) -> x
        if is_one(ctx, attr(operands, 1)) {
            return value(self.lhs(ctx));
        }
        if let Some(v) = fold_div_mul(ctx, self.lhs(ctx), self.rhs(ctx), IntegerOverflowFlags::NUW)
        {
            return value(v);
        }
        fold_checked(ctx, operands, |a, b, div0| {
            if *div0 || b.is_zero() {
                *div0 = true;
                return a.clone();
            }
            a.udivrem(b).map_or_else(|| a.clone(), |(q, _)| q)
        })
    }
}

/// LLVM's `sdiv_ov`: the quotient, flagging `MIN / -1`.
fn sdiv_ov(a: &APInt, b: &APInt, overflow: &mut bool) -> APInt {
    *overflow = a.is_min_signed() && b.is_all_ones();
    a.sdivrem(b).map_or_else(|| a.clone(), |(q, _)| q)
}

/// LLVM's `ssub_ov`.
fn ssub_ov(a: &APInt, b: &APInt, overflow: &mut bool) -> APInt {
    let r = a.wrapping_sub(b);
    *overflow = a.is_negative() != b.is_negative() && r.is_negative() != a.is_negative();
    r
}

/// LLVM's `sadd_ov`.
fn sadd_ov(a: &APInt, b: &APInt, overflow: &mut bool) -> APInt {
    let r = a.wrapping_add(b);
    *overflow = a.is_negative() == b.is_negative() && r.is_negative() != a.is_negative();
    r
}

impl Fold for DivSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        // divsi(x, 1) -> x
        if is_one(ctx, attr(operands, 1)) {
            return value(self.lhs(ctx));
        }
        if let Some(v) = fold_div_mul(ctx, self.lhs(ctx), self.rhs(ctx), IntegerOverflowFlags::NSW)
        {
            return value(v);
        }
        fold_checked(ctx, operands, |a, b, bad| {
            if *bad || b.is_zero() {
                *bad = true;
                return a.clone();
            }
            sdiv_ov(a, b, bad)
        })
    }
}

/// `(a - 1) / b + 1` for positive `a`, `b` (upstream's `signedCeilNonnegInputs`); each step
/// overwrites `overflow`, as LLVM's `*_ov` functions do.
fn signed_ceil_nonneg(a: &APInt, b: &APInt, overflow: &mut bool) -> APInt {
    let one = APInt::one(a.width());
    let t = ssub_ov(a, &one, overflow);
    let t = sdiv_ov(&t, b, overflow);
    sadd_ov(&t, &one, overflow)
}

impl Fold for CeilDivUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        if is_one(ctx, attr(operands, 1)) {
            return value(self.lhs(ctx));
        }
        fold_checked(ctx, operands, |a, b, bad| {
            if *bad || b.is_zero() {
                *bad = true;
                return a.clone();
            }
            let Some((q, r)) = a.udivrem(b) else {
                return a.clone();
            };
            if r.is_zero() {
                return q;
            }
            let s = q.wrapping_add(&APInt::one(q.width()));
            *bad = s.is_zero();
            s
        })
    }
}

impl Fold for CeilDivSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        if is_one(ctx, attr(operands, 1)) {
            return value(self.lhs(ctx));
        }
        fold_checked(ctx, operands, |a, b, bad| {
            if *bad || b.is_zero() {
                *bad = true;
                return a.clone();
            }
            if a.is_zero() {
                return a.clone();
            }
            let zero = APInt::zero(a.width());
            let a_pos = !a.is_negative();
            let b_pos = !b.is_negative();
            if a_pos && b_pos {
                return signed_ceil_nonneg(a, b, bad);
            }
            let (mut o1, mut o2, mut o3) = (false, false, false);
            if !a_pos && !b_pos {
                let pa = ssub_ov(&zero, a, &mut o1);
                let pb = ssub_ov(&zero, b, &mut o2);
                let r = signed_ceil_nonneg(&pa, &pb, &mut o3);
                *bad = o1 || o2 || o3;
                return r;
            }
            if !a_pos {
                let pa = ssub_ov(&zero, a, &mut o1);
                let d = sdiv_ov(&pa, b, &mut o2);
                let r = ssub_ov(&zero, &d, &mut o3);
                *bad = o1 || o2 || o3;
                return r;
            }
            let pb = ssub_ov(&zero, b, &mut o1);
            let d = sdiv_ov(a, &pb, &mut o2);
            let r = ssub_ov(&zero, &d, &mut o3);
            *bad = o1 || o2 || o3;
            r
        })
    }
}

impl Fold for FloorDivSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        if is_one(ctx, attr(operands, 1)) {
            return value(self.lhs(ctx));
        }
        // as upstream, every element overwrites the flag (a later element can clear it)
        fold_checked(ctx, operands, |a, b, bad| {
            if b.is_zero() {
                *bad = true;
                return a.clone();
            }
            let q = sdiv_ov(a, b, bad);
            let exact = q.wrapping_mul(b) == *a;
            if !exact && a.is_negative() != b.is_negative() {
                return q.wrapping_sub(&APInt::one(q.width()));
            }
            q
        })
    }
}

impl Fold for RemUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        // remui(x, 1) -> 0
        if is_one(ctx, attr(operands, 1)) {
            let ty = ctx.ir.value_type(self.result(ctx));
            return zero_of(ctx, ty);
        }
        fold_checked(ctx, operands, |a, b, div0| {
            if *div0 || b.is_zero() {
                *div0 = true;
                return a.clone();
            }
            a.udivrem(b).map_or_else(|| a.clone(), |(_, r)| r)
        })
    }
}

impl Fold for RemSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        // remsi(x, 1) -> 0
        if is_one(ctx, attr(operands, 1)) {
            let ty = ctx.ir.value_type(self.result(ctx));
            return zero_of(ctx, ty);
        }
        fold_checked(ctx, operands, |a, b, div0| {
            if *div0 || b.is_zero() {
                *div0 = true;
                return a.clone();
            }
            a.sdivrem(b).map_or_else(|| a.clone(), |(_, r)| r)
        })
    }
}

// ------------------------------------------------------------------------ bitwise

/// `v` is `xori(x, c)` with `x == other` and `c` an all-ones constant: the `xori`.
fn not_of(ctx: &mut Context, v: Value, other: Value) -> Option<XOrIOp> {
    let x = v.defining_op::<XOrIOp>(ctx)?;
    if x.lhs(ctx) != other {
        return None;
    }
    let c = x.rhs(ctx);
    let c = constant_value(ctx, c);
    const_int(ctx, c)?.is_all_ones().then_some(x)
}

impl Fold for AndIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        // and(x, 0) -> 0
        if is_zero(ctx, attr(operands, 1)) {
            return value(rhs);
        }
        // and(x, all ones) -> x
        if const_int(ctx, attr(operands, 1)).is_some_and(|v| v.is_all_ones()) {
            return value(lhs);
        }
        // and(x, not(x)) -> 0, and(not(x), x) -> 0
        if not_of(ctx, rhs, lhs).is_some() || not_of(ctx, lhs, rhs).is_some() {
            let ty = ctx.ir.value_type(self.result(ctx));
            return zero_of(ctx, ty);
        }
        // and(a, and(a, b)) -> and(a, b)
        for (prev, other) in [(lhs, rhs), (rhs, lhs)] {
            if let Some(p) = prev.defining_op::<AndIOp>(ctx) {
                if other == p.lhs(ctx) || other == p.rhs(ctx) {
                    return value(p.result(ctx));
                }
            }
        }
        folded(fold_binary_int(
            ctx,
            attr(operands, 0),
            attr(operands, 1),
            None,
            |a, b| Some(a.and(b)),
        ))
    }
}

impl Fold for OrIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        if let Some(v) = const_int(ctx, attr(operands, 1)) {
            // or(x, 0) -> x
            if v.is_zero() {
                return value(lhs);
            }
            // or(x, all ones) -> all ones
            if v.is_all_ones() {
                return folded(attr(operands, 1));
            }
        }
        // or(x, not(x)) -> all ones (the `xori`'s constant)
        if let Some(x) = not_of(ctx, rhs, lhs) {
            return value(x.rhs(ctx));
        }
        if let Some(x) = not_of(ctx, lhs, rhs) {
            return value(x.rhs(ctx));
        }
        folded(fold_binary_int(
            ctx,
            attr(operands, 0),
            attr(operands, 1),
            None,
            |a, b| Some(a.or(b)),
        ))
    }
}

impl Fold for XOrIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        // xor(x, 0) -> x
        if is_zero(ctx, attr(operands, 1)) {
            return value(lhs);
        }
        // xor(x, x) -> 0
        if lhs == rhs {
            let ty = ctx.ir.value_type(self.result(ctx));
            return zero_of(ctx, ty);
        }
        // xor(xor(x, a), a) -> x, xor(xor(a, x), a) -> x
        if let Some(p) = lhs.defining_op::<XOrIOp>(ctx) {
            if p.rhs(ctx) == rhs {
                return value(p.lhs(ctx));
            }
            if p.lhs(ctx) == rhs {
                return value(p.rhs(ctx));
            }
        }
        // xor(a, xor(x, a)) -> x, xor(a, xor(a, x)) -> x
        if let Some(p) = rhs.defining_op::<XOrIOp>(ctx) {
            if p.rhs(ctx) == lhs {
                return value(p.lhs(ctx));
            }
            if p.lhs(ctx) == lhs {
                return value(p.rhs(ctx));
            }
        }
        folded(fold_binary_int(
            ctx,
            attr(operands, 0),
            attr(operands, 1),
            None,
            |a, b| Some(a.xor(b)),
        ))
    }
}

/// The shift folds: `x << 0 -> x`; constants fold when the shift amount is below the width
/// (as upstream, only the last element's amount is checked for dense operands).
fn fold_shift(
    ctx: &mut Context,
    lhs: Value,
    operands: &[Option<Attribute>],
    f: fn(&APInt, u32) -> APInt,
) -> Option<FoldResult> {
    if is_zero(ctx, attr(operands, 1)) {
        return value(lhs);
    }
    let mut bounded = false;
    let r = fold_binary_int(ctx, attr(operands, 0), attr(operands, 1), None, |a, b| {
        bounded = b.ucmp(&APInt::from_u64(64, u64::from(b.width()))) == std::cmp::Ordering::Less;
        Some(f(a, shift_amount(b)))
    });
    if !bounded {
        return None;
    }
    folded(r)
}

impl Fold for ShLIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_shift(ctx, self.lhs(ctx), operands, |a, n| a.shl(n))
    }
}

impl Fold for ShRUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_shift(ctx, self.lhs(ctx), operands, |a, n| a.lshr(n))
    }
}

impl Fold for ShRSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_shift(ctx, self.lhs(ctx), operands, |a, n| a.ashr(n))
    }
}

/// The integer min/max folds: `f(x, x) -> x`, the absorbing bound gives the constant, the
/// neutral one gives `x`, constants fold.
fn fold_int_min_max(
    ctx: &mut Context,
    lhs: Value,
    rhs: Value,
    operands: &[Option<Attribute>],
    absorbing: fn(&APInt) -> bool,
    neutral: fn(&APInt) -> bool,
    pick: fn(&APInt, &APInt) -> bool,
) -> Option<FoldResult> {
    if lhs == rhs {
        return value(rhs);
    }
    if let Some(v) = const_int(ctx, attr(operands, 1)) {
        if absorbing(&v) {
            return value(rhs);
        }
        if neutral(&v) {
            return value(lhs);
        }
    }
    folded(fold_binary_int(
        ctx,
        attr(operands, 0),
        attr(operands, 1),
        None,
        |a, b| Some(if pick(a, b) { a.clone() } else { b.clone() }),
    ))
}

impl Fold for MaxSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_int_min_max(
            ctx,
            self.lhs(ctx),
            self.rhs(ctx),
            operands,
            APInt::is_max_signed,
            APInt::is_min_signed,
            |a, b| a.scmp(b) != std::cmp::Ordering::Less,
        )
    }
}

impl Fold for MaxUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_int_min_max(
            ctx,
            self.lhs(ctx),
            self.rhs(ctx),
            operands,
            APInt::is_all_ones,
            APInt::is_zero,
            |a, b| a.ucmp(b) != std::cmp::Ordering::Less,
        )
    }
}

impl Fold for MinSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_int_min_max(
            ctx,
            self.lhs(ctx),
            self.rhs(ctx),
            operands,
            APInt::is_min_signed,
            APInt::is_max_signed,
            |a, b| a.scmp(b) != std::cmp::Ordering::Greater,
        )
    }
}

impl Fold for MinUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_int_min_max(
            ctx,
            self.lhs(ctx),
            self.rhs(ctx),
            operands,
            APInt::is_zero,
            APInt::is_all_ones,
            |a, b| a.ucmp(b) != std::cmp::Ordering::Greater,
        )
    }
}

// ------------------------------------------------------------------------ floating point

impl Fold for NegFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        // negf(negf(x)) -> x
        let x = self.operand(ctx);
        if let Some(n) = x.defining_op::<NegFOp>(ctx) {
            return value(n.operand(ctx));
        }
        folded(fold_unary(ctx, attr(operands, 0), None, |e| match e {
            Element::Float(f) => Some(Element::Float(f.neg())),
            Element::Int(_) => None,
        }))
    }
}

impl Fold for AddFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        // addf(x, -0) -> x
        if const_float(ctx, attr(operands, 1)).is_some_and(|f| f.is_zero() && f.is_negative()) {
            return value(self.lhs(ctx));
        }
        folded(fold_binary_float(
            ctx,
            attr(operands, 0),
            attr(operands, 1),
            APFloat::add,
        ))
    }
}

impl Fold for SubFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        // subf(x, +0) -> x
        if const_float(ctx, attr(operands, 1)).is_some_and(|f| f.is_zero() && !f.is_negative()) {
            return value(self.lhs(ctx));
        }
        folded(fold_binary_float(
            ctx,
            attr(operands, 0),
            attr(operands, 1),
            APFloat::sub,
        ))
    }
}

impl Fold for MulFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        // mulf(x, 1) -> x
        if const_float(ctx, attr(operands, 1)).is_some_and(|f| f.is_exactly(1.0)) {
            return value(self.lhs(ctx));
        }
        // mulf(x, 0) -> 0 with nnan and nsz
        if self
            .fastmath(ctx)
            .contains_all(FastMathFlags::NNAN | FastMathFlags::NSZ)
            && const_float(ctx, attr(operands, 1)).is_some_and(|f| f.is_zero())
        {
            return value(self.rhs(ctx));
        }
        folded(fold_binary_float(
            ctx,
            attr(operands, 0),
            attr(operands, 1),
            APFloat::mul,
        ))
    }
}

impl Fold for DivFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        // divf(x, 1) -> x
        if const_float(ctx, attr(operands, 1)).is_some_and(|f| f.is_exactly(1.0)) {
            return value(self.lhs(ctx));
        }
        folded(fold_binary_float(
            ctx,
            attr(operands, 0),
            attr(operands, 1),
            APFloat::div,
        ))
    }
}

impl Fold for RemFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        folded(fold_binary_float(
            ctx,
            attr(operands, 0),
            attr(operands, 1),
            APFloat::rem,
        ))
    }
}

/// The float min/max folds: `f(x, x) -> x`, the neutral constant gives `x`, constants fold.
fn fold_float_min_max(
    ctx: &mut Context,
    lhs: Value,
    rhs: Value,
    operands: &[Option<Attribute>],
    neutral: fn(&APFloat) -> bool,
    f: fn(&APFloat, &APFloat) -> APFloat,
) -> Option<FoldResult> {
    if lhs == rhs {
        return value(rhs);
    }
    if const_float(ctx, attr(operands, 1)).is_some_and(|v| neutral(&v)) {
        return value(lhs);
    }
    folded(fold_binary_float(
        ctx,
        attr(operands, 0),
        attr(operands, 1),
        |a, b| Some(f(a, b)),
    ))
}

impl Fold for MaximumFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_float_min_max(
            ctx,
            self.lhs(ctx),
            self.rhs(ctx),
            operands,
            |v| v.is_inf() && v.is_negative(),
            APFloat::maximum,
        )
    }
}

impl Fold for MinimumFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_float_min_max(
            ctx,
            self.lhs(ctx),
            self.rhs(ctx),
            operands,
            |v| v.is_inf() && !v.is_negative(),
            APFloat::minimum,
        )
    }
}

impl Fold for MaxNumFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_float_min_max(
            ctx,
            self.lhs(ctx),
            self.rhs(ctx),
            operands,
            APFloat::is_nan,
            APFloat::maxnum,
        )
    }
}

impl Fold for MinNumFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_float_min_max(
            ctx,
            self.lhs(ctx),
            self.rhs(ctx),
            operands,
            APFloat::is_nan,
            APFloat::minnum,
        )
    }
}

// ------------------------------------------------------------------------ casts

/// Folds a cast of a constant elementwise with `f` into the result type `ty`.
fn fold_cast(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    ty: Type,
    f: impl FnMut(&Element) -> Option<Element>,
) -> Option<FoldResult> {
    folded(fold_unary(ctx, attr(operands, 0), Some(ty), f))
}

fn int_elem(e: &Element) -> Option<&APInt> {
    match e {
        Element::Int(i) => Some(i),
        Element::Float(_) => None,
    }
}

fn float_elem(e: &Element) -> Option<&APFloat> {
    match e {
        Element::Float(f) => Some(f),
        Element::Int(_) => None,
    }
}

fn float_sem(ctx: &Context, ty: Type) -> Option<ods_runtime::numerics::apfloat::FloatSemantics> {
    match ctx.type_kind(element_type_or_self(ctx, ty)) {
        TypeKind::Float(s) => Some(*s),
        _ => None,
    }
}

impl Fold for ExtUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        // extui(extui(x)) -> extui(x), in place
        let input = self.in_(ctx);
        if let Some(inner) = input.defining_op::<ExtUIOp>(ctx) {
            let x = inner.in_(ctx);
            self.set_in(ctx, x);
            return value(self.out(ctx));
        }
        let ty = ctx.ir.value_type(self.out(ctx));
        let w = elem_int_width(ctx, ty)?;
        fold_cast(ctx, operands, ty, |e| {
            Some(Element::Int(int_elem(e)?.zext(w)))
        })
    }
}

impl Fold for ExtSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        // extsi(extsi(x)) -> extsi(x), in place
        let input = self.in_(ctx);
        if let Some(inner) = input.defining_op::<ExtSIOp>(ctx) {
            let x = inner.in_(ctx);
            self.set_in(ctx, x);
            return value(self.out(ctx));
        }
        let ty = ctx.ir.value_type(self.out(ctx));
        let w = elem_int_width(ctx, ty)?;
        fold_cast(ctx, operands, ty, |e| {
            Some(Element::Int(int_elem(e)?.sext(w)))
        })
    }
}

impl Fold for TruncIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let input = self.in_(ctx);
        let ty = ctx.ir.value_type(self.out(ctx));
        let ext = input
            .defining_op::<ExtUIOp>(ctx)
            .map(|e| e.in_(ctx))
            .or_else(|| input.defining_op::<ExtSIOp>(ctx).map(|e| e.in_(ctx)));
        if let Some(src) = ext {
            let src_ty = element_type_or_self(ctx, ctx.ir.value_type(src));
            let dst_ty = element_type_or_self(ctx, ty);
            let (sw, dw) = (elem_int_width(ctx, src_ty)?, elem_int_width(ctx, dst_ty)?);
            // trunci(ext(a)) -> trunci(a), in place
            if sw > dw {
                self.set_in(ctx, src);
                return value(self.out(ctx));
            }
            // trunci(ext(a)) -> a
            if src_ty == dst_ty {
                return value(src);
            }
        }
        // trunci(trunci(a)) -> trunci(a), in place
        if let Some(inner) = input.defining_op::<TruncIOp>(ctx) {
            let src = inner.in_(ctx);
            self.set_in(ctx, src);
            return value(self.out(ctx));
        }
        let w = elem_int_width(ctx, ty)?;
        fold_cast(ctx, operands, ty, |e| {
            Some(Element::Int(int_elem(e)?.trunc(w)))
        })
    }
}

impl Fold for ExtFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let ty = ctx.ir.value_type(self.out(ctx));
        // extf(truncf(x)) -> x when both carry `contract`
        let input = self.in_(ctx);
        if let Some(t) = input.defining_op::<TruncFOp>(ctx) {
            let x = t.in_(ctx);
            if ctx.ir.value_type(x) == ty {
                let contract = FastMathFlags::CONTRACT;
                let tc = t.fastmath(ctx).is_some_and(|f| f.contains_all(contract));
                let ec = self.fastmath(ctx).is_some_and(|f| f.contains_all(contract));
                if tc && ec {
                    return value(x);
                }
            }
        }
        let sem = float_sem(ctx, ty)?;
        fold_cast(ctx, operands, ty, |e| {
            Some(Element::Float(float_elem(e)?.convert_exact(sem)?))
        })
    }
}

impl Fold for TruncFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let ty = ctx.ir.value_type(self.out(ctx));
        let res = float_sem(ctx, ty)?;
        let input = self.in_(ctx);
        if let Some(ext) = input.defining_op::<ExtFOp>(ctx) {
            let src = ext.in_(ctx);
            let src_sem = float_sem(ctx, ctx.ir.value_type(src))?;
            let mid = float_sem(ctx, ctx.ir.value_type(ext.out(ctx)))?;
            if src_sem.is_representable_by(mid) {
                // truncf(extf(a)) -> truncf(a), in place
                if src_sem.bit_width() > res.bit_width() {
                    self.set_in(ctx, src);
                    return value(self.out(ctx));
                }
                // truncf(extf(a)) -> a
                if src_sem == res {
                    return value(src);
                }
            }
        }
        // exact conversions do not depend on the rounding mode
        fold_cast(ctx, operands, ty, |e| {
            Some(Element::Float(float_elem(e)?.convert_exact(res)?))
        })
    }
}

/// `uitofp`/`sitofp` of constants.
fn fold_int_to_fp(
    ctx: &mut Context,
    out: Value,
    operands: &[Option<Attribute>],
    signed: bool,
) -> Option<FoldResult> {
    let ty = ctx.ir.value_type(out);
    let sem = float_sem(ctx, ty)?;
    fold_cast(ctx, operands, ty, |e| {
        Some(Element::Float(APFloat::from_apint(
            sem,
            int_elem(e)?,
            signed,
        )))
    })
}

/// `fptoui`/`fptosi` of constants (no fold when a value is out of range).
fn fold_fp_to_int(
    ctx: &mut Context,
    out: Value,
    operands: &[Option<Attribute>],
    signed: bool,
) -> Option<FoldResult> {
    let ty = ctx.ir.value_type(out);
    let w = elem_int_width(ctx, ty)?;
    fold_cast(ctx, operands, ty, |e| {
        Some(Element::Int(float_elem(e)?.to_apint(w, signed)?))
    })
}

impl Fold for UIToFPOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_int_to_fp(ctx, self.out(ctx), operands, false)
    }
}

impl Fold for SIToFPOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_int_to_fp(ctx, self.out(ctx), operands, true)
    }
}

impl Fold for FPToUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_fp_to_int(ctx, self.out(ctx), operands, false)
    }
}

impl Fold for FPToSIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_fp_to_int(ctx, self.out(ctx), operands, true)
    }
}

/// `index_cast`/`index_castui` of constants: sign- or zero-extended, or truncated, to the
/// result width (`index`: 64 bits).
fn fold_index_cast(
    ctx: &mut Context,
    out: Value,
    operands: &[Option<Attribute>],
    signed: bool,
) -> Option<FoldResult> {
    let ty = ctx.ir.value_type(out);
    let w = elem_int_width(ctx, ty).unwrap_or(64);
    fold_cast(ctx, operands, ty, |e| {
        let i = int_elem(e)?;
        Some(Element::Int(if signed { i.sext(w) } else { i.zext(w) }))
    })
}

impl Fold for IndexCastOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_index_cast(ctx, self.out(ctx), operands, true)
    }
}

impl Fold for IndexCastUIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_index_cast(ctx, self.out(ctx), operands, false)
    }
}

impl Fold for BitcastOp {
    /// The op's fold, then `CastOpInterface`'s trait fold: a cast to the operand's own type
    /// is the operand (the other arith casts cannot have equal types). Poison folds only to
    /// a scalar result: upstream's fold gives up on other shaped types before it looks for
    /// poison.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let shaped_result = is_vector_or_tensor(ctx, ctx.ir.value_type(self.out(ctx)));
        if let Some(p) = poison_of(ctx, operands).filter(|_| !shaped_result) {
            return Some(FoldResult::Attr(p));
        }
        if let Some(r) = self.fold_constant(ctx, operands) {
            return Some(r);
        }
        let input = self.in_(ctx);
        if ctx.ir.value_type(input) == ctx.ir.value_type(self.out(ctx)) {
            return value(input);
        }
        None
    }
}

impl BitcastOp {
    fn fold_constant(
        self,
        ctx: &mut Context,
        operands: &[Option<Attribute>],
    ) -> Option<FoldResult> {
        let ty = ctx.ir.value_type(self.out(ctx));
        let a = attr(operands, 0)?;
        // dense elements: the same bits under the result's element type
        if let AttrKind::DenseIntOrFp { raw, splat, .. } = ctx.attr_kind(a) {
            let (raw, splat) = (raw.clone(), *splat);
            if !is_vector_or_tensor(ctx, ty) {
                return None;
            }
            return folded(Some(ctx.intern_attr(AttrKind::DenseIntOrFp {
                ty,
                raw,
                splat,
            })));
        }
        if is_vector_or_tensor(ctx, ty) {
            return None;
        }
        let bits = if let Some((_, v)) = ods_runtime::transforms::fold::int_attr_value(ctx, a) {
            v
        } else {
            ods_runtime::transforms::fold::float_attr_value(ctx, a)?
                .1
                .to_bits()
        };
        match *ctx.type_kind(ty) {
            TypeKind::Float(sem) => {
                if bits.width() != sem.bit_width() {
                    return None;
                }
                folded(Some(ods_runtime::transforms::fold::float_attr(
                    ctx,
                    ty,
                    APFloat::from_bits(sem, &bits),
                )))
            }
            _ => {
                if elem_int_width(ctx, ty)? != bits.width() {
                    return None;
                }
                folded(Some(ods_runtime::transforms::fold::int_attr(ctx, ty, bits)))
            }
        }
    }
}

// ------------------------------------------------------------------------ comparisons

/// `lhs pred rhs` on integers.
pub(crate) fn apply_cmpi(pred: CmpIPredicate, lhs: &APInt, rhs: &APInt) -> bool {
    use std::cmp::Ordering::*;
    let s = lhs.scmp(rhs);
    let u = lhs.ucmp(rhs);
    match pred {
        CmpIPredicate::Eq => u == Equal,
        CmpIPredicate::Ne => u != Equal,
        CmpIPredicate::Slt => s == Less,
        CmpIPredicate::Sle => s != Greater,
        CmpIPredicate::Sgt => s == Greater,
        CmpIPredicate::Sge => s != Less,
        CmpIPredicate::Ult => u == Less,
        CmpIPredicate::Ule => u != Greater,
        CmpIPredicate::Ugt => u == Greater,
        CmpIPredicate::Uge => u != Less,
    }
}

/// The predicate with its operands swapped (`slt` <-> `sgt`, ...; `eq`, `ne` stay).
pub(crate) fn swap_cmpi(pred: CmpIPredicate) -> CmpIPredicate {
    match pred {
        CmpIPredicate::Slt => CmpIPredicate::Sgt,
        CmpIPredicate::Sgt => CmpIPredicate::Slt,
        CmpIPredicate::Sle => CmpIPredicate::Sge,
        CmpIPredicate::Sge => CmpIPredicate::Sle,
        CmpIPredicate::Ult => CmpIPredicate::Ugt,
        CmpIPredicate::Ugt => CmpIPredicate::Ult,
        CmpIPredicate::Ule => CmpIPredicate::Uge,
        CmpIPredicate::Uge => CmpIPredicate::Ule,
        p => p,
    }
}

/// The width of an integer or vector-of-integer type (upstream's `getIntegerWidth`).
fn int_or_vector_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Vector { elem, .. } => match ctx.type_kind(*elem) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    }
}

impl Fold for CmpIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let (lhs, rhs) = (self.lhs(ctx), self.rhs(ctx));
        let pred = self.predicate(ctx);
        let result_ty = ctx.ir.value_type(self.result(ctx));
        // cmpi(pred, x, x)
        if lhs == rhs {
            let v = matches!(
                pred,
                CmpIPredicate::Eq
                    | CmpIPredicate::Sle
                    | CmpIPredicate::Sge
                    | CmpIPredicate::Ule
                    | CmpIPredicate::Uge
            );
            let static_ok = !is_vector_or_tensor(ctx, result_ty)
                || ods_runtime::transforms::fold::static_num_elements(ctx, result_ty).is_some();
            return if static_ok {
                folded(bool_attr_for(ctx, result_ty, v))
            } else {
                None
            };
        }
        let lhs_is_i1 =
            ods_runtime::transforms::fold::is_signless_int_like(ctx, ctx.ir.value_type(lhs), 1);
        if is_zero(ctx, attr(operands, 1)) {
            // ext(%x : i1) != 0 -> %x
            let extended = [
                lhs.defining_op::<ExtSIOp>(ctx).map(|e| e.in_(ctx)),
                lhs.defining_op::<ExtUIOp>(ctx).map(|e| e.in_(ctx)),
            ];
            for x in extended.into_iter().flatten() {
                let w = int_or_vector_width(ctx, ctx.ir.value_type(x));
                if w == Some(1) && pred == CmpIPredicate::Ne {
                    return value(x);
                }
            }
            // cmpi ne, %x, false : i1 -> %x
            if lhs_is_i1 && pred == CmpIPredicate::Ne {
                return value(lhs);
            }
        }
        // cmpi eq, %x, true : i1 -> %x
        if is_one(ctx, attr(operands, 1)) && lhs_is_i1 && pred == CmpIPredicate::Eq {
            return value(lhs);
        }
        // move a constant to the right, in place
        if attr(operands, 0).is_some() && attr(operands, 1).is_none() {
            self.set_predicate(ctx, swap_cmpi(pred));
            self.set_lhs(ctx, rhs);
            self.set_rhs(ctx, lhs);
            return value(self.result(ctx));
        }
        let l = attr(operands, 0)?;
        let lty = ods_runtime::ods::preds::attr_type(ctx, l)?;
        let i1s = i1_same_shape(&mut *ctx, lty);
        // upstream's cmpi folder does not propagate poison (a poison operand leaves it as is)
        folded(ods_runtime::transforms::fold::fold_binary_int(
            ctx,
            Some(l),
            attr(operands, 1),
            Some(i1s),
            |a, b| Some(APInt::from_bool(apply_cmpi(pred, a, b))),
        ))
    }
}

/// `lhs pred rhs` on floats.
pub(crate) fn apply_cmpf(pred: CmpFPredicate, lhs: &APFloat, rhs: &APFloat) -> bool {
    use std::cmp::Ordering::*;
    let c = lhs.compare(rhs);
    let (unordered, lt, eq, gt) = (
        c.is_none(),
        c == Some(Less),
        c == Some(Equal),
        c == Some(Greater),
    );
    match pred {
        CmpFPredicate::AlwaysFalse => false,
        CmpFPredicate::Oeq => eq,
        CmpFPredicate::Ogt => gt,
        CmpFPredicate::Oge => gt || eq,
        CmpFPredicate::Olt => lt,
        CmpFPredicate::Ole => lt || eq,
        CmpFPredicate::One => !unordered && !eq,
        CmpFPredicate::Ord => !unordered,
        CmpFPredicate::Ueq => unordered || eq,
        CmpFPredicate::Ugt => unordered || gt,
        CmpFPredicate::Uge => unordered || gt || eq,
        CmpFPredicate::Ult => unordered || lt,
        CmpFPredicate::Ule => unordered || lt || eq,
        CmpFPredicate::Une => !eq,
        CmpFPredicate::Uno => unordered,
        CmpFPredicate::AlwaysTrue => true,
    }
}

impl Fold for CmpFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let scalar = |i: usize| {
            attr(operands, i)
                .and_then(|a| ods_runtime::transforms::fold::float_attr_value(ctx, a).map(|x| x.1))
        };
        let (mut l, mut r) = (scalar(0), scalar(1));
        // one NaN operand decides: make both that NaN
        if l.is_some_and(|v| v.is_nan()) {
            r = l;
        }
        if r.is_some_and(|v| v.is_nan()) {
            l = r;
        }
        let (l, r) = (l?, r?);
        let v = apply_cmpf(self.predicate(ctx), &l, &r);
        folded(Some(ctx.intern_attr(AttrKind::Bool(v))))
    }
}

impl Fold for SelectOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let (t, f) = (self.true_value(ctx), self.false_value(ctx));
        if t == f {
            return value(t);
        }
        let cond = self.condition(ctx);
        // select true, a, b -> a; select false, a, b -> b
        if is_one(ctx, attr(operands, 0)) {
            return value(t);
        }
        if is_zero(ctx, attr(operands, 0)) {
            return value(f);
        }
        // select %x, true, false -> %x
        let ty = ctx.ir.value_type(self.result(ctx));
        if ctx.is_signless_int(ty, 1)
            && is_one(ctx, attr(operands, 1))
            && is_zero(ctx, attr(operands, 2))
        {
            return value(cond);
        }
        // a poison value selects the other one
        if poison_of(ctx, &[attr(operands, 1)]).is_some() {
            return value(f);
        }
        if poison_of(ctx, &[attr(operands, 2)]).is_some() {
            return value(t);
        }
        // select (cmpi eq/ne a, b), a, b
        if let Some(cmp) = cond.defining_op::<CmpIOp>(ctx) {
            let pred = cmp.predicate(ctx);
            if matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
                let (cl, cr) = (cmp.lhs(ctx), cmp.rhs(ctx));
                if (cl == t && cr == f) || (cr == t && cl == f) {
                    return value(if pred == CmpIPredicate::Ne { t } else { f });
                }
            }
        }
        // constant vector condition with constant vector operands: elementwise
        let (c, a, b) = (attr(operands, 0)?, attr(operands, 1)?, attr(operands, 2)?);
        let (_, cs, cv) = ods_runtime::transforms::fold::dense_elements(ctx, c)?;
        let (aty, as_, av) = ods_runtime::transforms::fold::dense_elements(ctx, a)?;
        let (_, bs, bv) = ods_runtime::transforms::fold::dense_elements(ctx, b)?;
        let n = ods_runtime::transforms::fold::static_num_elements(ctx, aty)? as usize;
        let get = |v: &[Element], splat: bool, i: usize| {
            if splat {
                v.first().cloned()
            } else {
                v.get(i).cloned()
            }
        };
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            let pick = match get(&cv, cs, i)? {
                Element::Int(x) => !x.is_zero(),
                Element::Float(_) => return None,
            };
            out.push(if pick {
                get(&av, as_, i)?
            } else {
                get(&bv, bs, i)?
            });
        }
        folded(ods_runtime::transforms::fold::dense_attr(ctx, aty, &out))
    }
}

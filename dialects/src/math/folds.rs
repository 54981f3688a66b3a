//! The `fold` hooks of the math ops, with MLIR 22's semantics: elementwise constant folding
//! of scalars, splats and dense values. Sign, rounding and bit-counting ops fold in every
//! format; the transcendental functions fold only `f32` and `f64`, through the host C
//! library as MLIR does (`sinf`/`sin`, ...), and `log*` and `sqrt` leave negative operands
//! alone.

use ods_runtime::ir::registry::FoldResult;
use ods_runtime::numerics::apfloat::{APFloat, FloatSemantics, IntegralRounding};
use ods_runtime::numerics::apint::APInt;
use ods_runtime::transforms::fold::{
    dense_elements, fold_binary_float, fold_binary_int, fold_unary, Element,
};
use ods_runtime::{AttrKind, Attribute, Context};

use super::*;

/// The C library's math functions (the ones MLIR's folders call).
mod libm {
    extern "C" {
        pub fn acos(x: f64) -> f64;
        pub fn acosf(x: f32) -> f32;
        pub fn acosh(x: f64) -> f64;
        pub fn acoshf(x: f32) -> f32;
        pub fn asin(x: f64) -> f64;
        pub fn asinf(x: f32) -> f32;
        pub fn asinh(x: f64) -> f64;
        pub fn asinhf(x: f32) -> f32;
        pub fn atan(x: f64) -> f64;
        pub fn atanf(x: f32) -> f32;
        pub fn atanh(x: f64) -> f64;
        pub fn atanhf(x: f32) -> f32;
        pub fn atan2(y: f64, x: f64) -> f64;
        pub fn atan2f(y: f32, x: f32) -> f32;
        pub fn cos(x: f64) -> f64;
        pub fn cosf(x: f32) -> f32;
        pub fn cosh(x: f64) -> f64;
        pub fn coshf(x: f32) -> f32;
        pub fn sin(x: f64) -> f64;
        pub fn sinf(x: f32) -> f32;
        pub fn sinh(x: f64) -> f64;
        pub fn sinhf(x: f32) -> f32;
        pub fn tan(x: f64) -> f64;
        pub fn tanf(x: f32) -> f32;
        pub fn tanh(x: f64) -> f64;
        pub fn tanhf(x: f32) -> f32;
        pub fn erf(x: f64) -> f64;
        pub fn erff(x: f32) -> f32;
        pub fn erfc(x: f64) -> f64;
        pub fn erfcf(x: f32) -> f32;
        pub fn exp(x: f64) -> f64;
        pub fn expf(x: f32) -> f32;
        pub fn exp2(x: f64) -> f64;
        pub fn exp2f(x: f32) -> f32;
        pub fn expm1(x: f64) -> f64;
        pub fn expm1f(x: f32) -> f32;
        pub fn log(x: f64) -> f64;
        pub fn logf(x: f32) -> f32;
        pub fn log10(x: f64) -> f64;
        pub fn log10f(x: f32) -> f32;
        pub fn log1p(x: f64) -> f64;
        pub fn log1pf(x: f32) -> f32;
        pub fn log2(x: f64) -> f64;
        pub fn log2f(x: f32) -> f32;
        pub fn pow(x: f64, y: f64) -> f64;
        pub fn powf(x: f32, y: f32) -> f32;
        pub fn sqrt(x: f64) -> f64;
        pub fn sqrtf(x: f32) -> f32;
    }
}

fn operand(operands: &[Option<Attribute>], i: usize) -> Option<Attribute> {
    operands.get(i).copied().flatten()
}

/// MLIR 22's `CommonFolders.h` returns a poison operand as the result (the first one, for
/// binary ops), whatever the other operand is.
fn poison_operand(ctx: &Context, operands: &[Option<Attribute>], n: usize) -> Option<FoldResult> {
    crate::ub::first_poison(ctx, &operands[..n.min(operands.len())]).map(FoldResult::Attr)
}

/// Folds one float operand with `f` (`constFoldUnaryOpConditional<FloatAttr>`).
fn unary_float(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    f: impl Fn(&APFloat) -> Option<APFloat>,
) -> Option<FoldResult> {
    if let Some(p) = poison_operand(ctx, operands, 1) {
        return Some(p);
    }
    fold_unary(ctx, operand(operands, 0), None, |e| match e {
        Element::Float(a) => f(a).map(Element::Float),
        Element::Int(_) => None,
    })
    .map(FoldResult::Attr)
}

fn unary_int(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    f: impl Fn(&APInt) -> APInt,
) -> Option<FoldResult> {
    if let Some(p) = poison_operand(ctx, operands, 1) {
        return Some(p);
    }
    fold_unary(ctx, operand(operands, 0), None, |e| match e {
        Element::Int(a) => Some(Element::Int(f(a))),
        Element::Float(_) => None,
    })
    .map(FoldResult::Attr)
}

/// The bits of an `f32` value as a host `f32` (LLVM's `convertToFloat`).
fn as_f32(a: &APFloat) -> f32 {
    f32::from_bits(a.to_bits_u128() as u32)
}

/// The bits of an `f64` value as a host `f64` (LLVM's `convertToDouble`).
fn as_f64(a: &APFloat) -> f64 {
    f64::from_bits(a.to_bits_u128() as u64)
}

/// A host function on `f64` for `f64` values and on `f32` for `f32` values; other formats
/// do not fold.
fn host(
    a: &APFloat,
    f64_fn: unsafe extern "C" fn(f64) -> f64,
    f32_fn: unsafe extern "C" fn(f32) -> f32,
) -> Option<APFloat> {
    match a.semantics() {
        // SAFETY: C library math functions on plain values
        FloatSemantics::F64 => Some(APFloat::from_f64(unsafe { f64_fn(as_f64(a)) })),
        FloatSemantics::F32 => Some(APFloat::from_f32(unsafe { f32_fn(as_f32(a)) })),
        _ => None,
    }
}

fn host2(
    a: &APFloat,
    b: &APFloat,
    f64_fn: unsafe extern "C" fn(f64, f64) -> f64,
    f32_fn: unsafe extern "C" fn(f32, f32) -> f32,
) -> Option<APFloat> {
    match (a.semantics(), b.semantics()) {
        // SAFETY: C library math functions on plain values
        (FloatSemantics::F64, FloatSemantics::F64) => {
            Some(APFloat::from_f64(unsafe { f64_fn(as_f64(a), as_f64(b)) }))
        }
        (FloatSemantics::F32, FloatSemantics::F32) => {
            Some(APFloat::from_f32(unsafe { f32_fn(as_f32(a), as_f32(b)) }))
        }
        _ => None,
    }
}

/// LLVM's `APFloat::roundToIntegral` with the rounding `r` (on `f64`, where every format up
/// to 64 bits is exact; wider formats, and `f8E8M0FNU` whose fractions LLVM rounds to one or
/// to its smallest value, through the runtime's `APFloat::round_to_integral` in direction
/// `mode`).
fn round_to_integral(a: &APFloat, r: fn(f64) -> f64, mode: IntegralRounding) -> Option<APFloat> {
    if a.is_nan() {
        return Some(a.quieted());
    }
    if a.is_inf() || a.is_zero() {
        return Some(*a);
    }
    let sem = a.semantics();
    if sem.bit_width() > 64 || !sem.has_zero() {
        return Some(a.round_to_integral(mode));
    }
    let d = a.convert(FloatSemantics::F64).to_f64();
    Some(APFloat::from_f64(r(d)).convert(sem))
}

macro_rules! host_unary {
    ($($op:ident => $f64:ident, $f32:ident;)*) => {$(
        impl Fold for $op {
            fn fold(
                self,
                ctx: &mut Context,
                operands: &[Option<Attribute>],
            ) -> Option<FoldResult> {
                unary_float(ctx, operands, |a| host(a, libm::$f64, libm::$f32))
            }
        }
    )*};
}

host_unary! {
    AcosOp => acos, acosf;
    AcoshOp => acosh, acoshf;
    AsinOp => asin, asinf;
    AsinhOp => asinh, asinhf;
    AtanOp => atan, atanf;
    AtanhOp => atanh, atanhf;
    CosOp => cos, cosf;
    CoshOp => cosh, coshf;
    SinOp => sin, sinf;
    SinhOp => sinh, sinhf;
    TanOp => tan, tanf;
    TanhOp => tanh, tanhf;
    ErfOp => erf, erff;
    ErfcOp => erfc, erfcf;
    ExpOp => exp, expf;
    Exp2Op => exp2, exp2f;
    ExpM1Op => expm1, expm1f;
}

macro_rules! host_unary_non_negative {
    ($($op:ident => $f64:ident, $f32:ident;)*) => {$(
        impl Fold for $op {
            fn fold(
                self,
                ctx: &mut Context,
                operands: &[Option<Attribute>],
            ) -> Option<FoldResult> {
                unary_float(ctx, operands, |a| {
                    if a.is_negative() {
                        return None;
                    }
                    host(a, libm::$f64, libm::$f32)
                })
            }
        }
    )*};
}

host_unary_non_negative! {
    LogOp => log, logf;
    Log10Op => log10, log10f;
    Log2Op => log2, log2f;
    SqrtOp => sqrt, sqrtf;
}

impl Fold for Log1pOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        unary_float(ctx, operands, |a| {
            let sem = a.semantics();
            if !matches!(sem, FloatSemantics::F64 | FloatSemantics::F32) {
                return None;
            }
            let one = APFloat::from_f64(1.0).convert(sem);
            if a.add(&one)?.is_negative() {
                return None;
            }
            host(a, libm::log1p, libm::log1pf)
        })
    }
}

macro_rules! rounding {
    ($($op:ident => $r:expr, $mode:expr;)*) => {$(
        impl Fold for $op {
            fn fold(
                self,
                ctx: &mut Context,
                operands: &[Option<Attribute>],
            ) -> Option<FoldResult> {
                unary_float(ctx, operands, |a| round_to_integral(a, $r, $mode))
            }
        }
    )*};
}

rounding! {
    CeilOp => f64::ceil, IntegralRounding::TowardPositive;
    FloorOp => f64::floor, IntegralRounding::TowardNegative;
    RoundEvenOp => f64::round_ties_even, IntegralRounding::NearestTiesToEven;
}

/// `round` and `trunc` fold through the host C library too, so only `f32` and `f64`.
macro_rules! host_rounding {
    ($($op:ident => $r:expr;)*) => {$(
        impl Fold for $op {
            fn fold(
                self,
                ctx: &mut Context,
                operands: &[Option<Attribute>],
            ) -> Option<FoldResult> {
                unary_float(ctx, operands, |a| {
                    if !matches!(a.semantics(), FloatSemantics::F32 | FloatSemantics::F64) {
                        return None;
                    }
                    round_to_integral(a, $r, IntegralRounding::TowardZero)
                })
            }
        }
    )*};
}

host_rounding! {
    RoundOp => f64::round;
    TruncOp => f64::trunc;
}

impl Fold for AbsFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        unary_float(ctx, operands, |a| {
            Some(if a.is_negative() { a.neg() } else { *a })
        })
    }
}

impl Fold for AbsIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        unary_int(ctx, operands, |a| {
            if a.is_negative() {
                a.wrapping_neg()
            } else {
                a.clone()
            }
        })
    }
}

impl Fold for CountLeadingZerosOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        unary_int(ctx, operands, |a| {
            APInt::from_u64(a.width(), u64::from(a.leading_zeros()))
        })
    }
}

impl Fold for CountTrailingZerosOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        unary_int(ctx, operands, |a| {
            APInt::from_u64(a.width(), u64::from(a.trailing_zeros()))
        })
    }
}

impl Fold for CtPopOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        unary_int(ctx, operands, |a| {
            APInt::from_u64(a.width(), a.count_ones())
        })
    }
}

impl Fold for CopySignOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        if let Some(p) = poison_operand(ctx, operands, 2) {
            return Some(p);
        }
        fold_binary_float(ctx, operand(operands, 0), operand(operands, 1), |a, b| {
            Some(if a.is_negative() == b.is_negative() {
                *a
            } else {
                a.neg()
            })
        })
        .map(FoldResult::Attr)
    }
}

impl Fold for Atan2Op {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        if let Some(p) = poison_operand(ctx, operands, 2) {
            return Some(p);
        }
        fold_binary_float(ctx, operand(operands, 0), operand(operands, 1), |a, b| {
            // both zero: NaN in every format (upstream's rule, not the C library's `±0`/`±π`)
            if a.is_zero() && b.is_zero() {
                return Some(APFloat::default_nan(a.semantics()));
            }
            host2(a, b, libm::atan2, libm::atan2f)
        })
        .map(FoldResult::Attr)
    }
}

impl Fold for PowFOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        if let Some(p) = poison_operand(ctx, operands, 2) {
            return Some(p);
        }
        fold_binary_float(ctx, operand(operands, 0), operand(operands, 1), |a, b| {
            host2(a, b, libm::pow, libm::powf)
        })
        .map(FoldResult::Attr)
    }
}

impl Fold for IPowIOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        if let Some(p) = poison_operand(ctx, operands, 2) {
            return Some(p);
        }
        fold_binary_int(ctx, operand(operands, 0), operand(operands, 1), None, ipowi)
            .map(FoldResult::Attr)
    }
}

fn ipowi(base: &APInt, power: &APInt) -> Option<APInt> {
    let w = base.width();
    let one = APInt::one(w);
    let minus_one = APInt::all_ones(w);
    if power.is_zero() {
        return Some(one);
    }
    if power.is_negative() {
        if base.is_zero() {
            return None;
        }
        if *base == one {
            return Some(one);
        }
        if *base != minus_one {
            return Some(APInt::zero(w));
        }
        return Some(if power.bit(0) { minus_one } else { one });
    }
    let (mut result, mut cur, mut p) = (one, base.clone(), power.clone());
    loop {
        if p.bit(0) {
            result = result.wrapping_mul(&cur);
        }
        p = p.lshr(1);
        if p.is_zero() {
            return Some(result);
        }
        cur = cur.wrapping_mul(&cur);
    }
}

/// The classification folds: a float or a splat float operand gives a bool or an `i1`
/// splat of the result type.
fn classify(
    ctx: &mut Context,
    operands: &[Option<Attribute>],
    result_ty: ods_runtime::Type,
    f: fn(&APFloat) -> bool,
) -> Option<FoldResult> {
    let a = operand(operands, 0)?;
    if let AttrKind::Float { value, .. } = ctx.attr_kind(a) {
        let b = f(value);
        return Some(FoldResult::Attr(ctx.intern_attr(AttrKind::Bool(b))));
    }
    let (_, true, elems) = dense_elements(ctx, a)? else {
        return None;
    };
    let Some(Element::Float(v)) = elems.first() else {
        return None;
    };
    let b = f(v);
    ods_runtime::transforms::fold::dense_attr(ctx, result_ty, &[Element::Int(APInt::from_bool(b))])
        .map(FoldResult::Attr)
}

macro_rules! classification {
    ($($op:ident => $f:expr;)*) => {$(
        impl Fold for $op {
            fn fold(
                self,
                ctx: &mut Context,
                operands: &[Option<Attribute>],
            ) -> Option<FoldResult> {
                let ty = ctx.ir.value_type(self.result(ctx));
                classify(ctx, operands, ty, $f)
            }
        }
    )*};
}

classification! {
    IsFiniteOp => |a| a.is_finite();
    IsInfOp => |a| a.is_inf();
    IsNaNOp => |a| a.is_nan();
    IsNormalOp => |a| a.is_finite() && !a.is_zero() && !a.is_denormal();
}

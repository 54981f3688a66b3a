//! Constant-folding helpers for `fold` hooks: MLIR's `CommonFolders.h` (elementwise folding
//! of scalar, splat and dense constants), the attribute matchers of `Matchers.h`
//! (`m_Zero`, `m_One`, `m_ConstantInt`, the float predicates) and the attribute builders
//! folders need (`IntegerAttr::get`, `FloatAttr::get`, `DenseElementsAttr::get`,
//! `Builder::getZeroAttr`).
//!
//! Constants are seen the way MLIR sees them: `true`/`false` are `i1` integer attributes, a
//! dense attribute whose elements are all equal is a splat, and building a dense attribute
//! from equal elements gives the splat form (so equal constants intern to one attribute).
//! Only integer, index and float elements are handled; other elements attributes
//! (`dense_resource`, `sparse`, strings, complex numbers) never fold.

use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::Context;
use crate::ir::types::{Signedness, Type, TypeKind};
use crate::numerics::apfloat::APFloat;
use crate::numerics::apint::APInt;

pub use crate::ir::attributes::Element;

/// The bit width of an integer or index type (`index`: 64), `None` for other types.
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// The element type of a vector or tensor type, the type itself otherwise (MLIR's
/// `getElementTypeOrSelf`).
pub fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    ctx.element_type(ty).unwrap_or(ty)
}

/// The value of an integer attribute (`true`/`false` are `i1` integers), with its type.
pub fn int_attr_value(ctx: &Context, a: Attribute) -> Option<(Type, APInt)> {
    match ctx.attr_kind(a) {
        AttrKind::Bool(b) => Some((ctx.common.i1, APInt::from_bool(*b))),
        AttrKind::Integer { ty, value } => Some((*ty, value.clone())),
        _ => None,
    }
}

/// The value of a float attribute, with its type.
pub fn float_attr_value(ctx: &Context, a: Attribute) -> Option<(Type, APFloat)> {
    match ctx.attr_kind(a) {
        AttrKind::Float { ty, value } => Some((*ty, *value)),
        _ => None,
    }
}

/// A dense int-or-float attribute: its shaped type, its splat flag and its elements (one
/// for a splat, else every element in order).
pub fn dense_elements(ctx: &Context, a: Attribute) -> Option<(Type, bool, Vec<Element>)> {
    let AttrKind::DenseIntOrFp { ty, raw, splat } = ctx.attr_kind(a) else {
        return None;
    };
    let elem = ctx.element_type(*ty)?;
    let kind = match *ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => Ok(width),
        TypeKind::Index => Ok(64),
        TypeKind::Float(sem) => Err(sem),
        _ => return None,
    };
    let decode = |b: &[u8]| match kind {
        Ok(width) => Element::Int(crate::ir::encoding::apint_from_le_bytes(width, b)),
        Err(sem) => {
            let mut w = [0u8; 16];
            let n = b.len().min(16);
            w[..n].copy_from_slice(&b[..n]);
            Element::Float(APFloat::from_bits_u128(sem, u128::from_le_bytes(w)))
        }
    };
    let size = element_bytes(ctx, elem)?;
    if size == 0 {
        return None;
    }
    let values = raw.chunks_exact(size).map(decode).collect();
    Some((*ty, *splat, values))
}

/// Storage bytes of one element in a dense attribute.
fn element_bytes(ctx: &Context, elem: Type) -> Option<usize> {
    let bits = match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        TypeKind::Float(sem) => sem.bit_width(),
        _ => return None,
    };
    Some((bits as usize).div_ceil(8))
}

/// Number of elements of a statically shaped vector or tensor type.
pub fn static_num_elements(ctx: &Context, ty: Type) -> Option<u64> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } => {
            shape.iter().try_fold(1u64, |acc, &d| {
                u64::try_from(d).ok().and_then(|d| acc.checked_mul(d))
            })
        }
        _ => None,
    }
}

/// True for vector and tensor types (MLIR's `ShapedType` as folders see it, memrefs aside).
pub fn is_vector_or_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// `IntegerAttr::get(ty, value)`: `value` (at the type's width) as an integer attribute of
/// `ty`; signless `i1` gives `true`/`false`.
pub fn int_attr(ctx: &mut Context, ty: Type, value: APInt) -> Attribute {
    ctx.int_attr_ap(ty, value)
}

/// `FloatAttr::get(ty, value)`.
pub fn float_attr(ctx: &mut Context, ty: Type, value: APFloat) -> Attribute {
    ctx.intern_attr(AttrKind::Float { ty, value })
}

/// An attribute for one element of type `ty`: an integer or a float attribute.
pub fn element_attr(ctx: &mut Context, ty: Type, e: Element) -> Attribute {
    match e {
        Element::Int(v) => int_attr(ctx, ty, v),
        Element::Float(v) => float_attr(ctx, ty, v),
    }
}

/// `DenseElementsAttr::get(ty, elements)` for a statically shaped vector or tensor type:
/// one element is splatted; equal elements give the splat form. `None` when the shape is
/// not static, the count does not match or an element does not fit the element type.
pub fn dense_attr(ctx: &mut Context, ty: Type, elements: &[Element]) -> Option<Attribute> {
    ctx.dense_elements_of(ty, elements)
}

/// MLIR's `m_ConstantInt` on an attribute: the value of an integer attribute, or the splat
/// value of a dense integer attribute.
pub fn const_int(ctx: &Context, a: Option<Attribute>) -> Option<APInt> {
    let a = a?;
    if let Some((_, v)) = int_attr_value(ctx, a) {
        return Some(v);
    }
    match dense_elements(ctx, a)? {
        (_, true, mut v) => match v.pop()? {
            Element::Int(i) => Some(i),
            Element::Float(_) => None,
        },
        _ => None,
    }
}

/// MLIR's `m_ConstantFloat`: the value of a float attribute, or the splat value of a dense
/// float attribute.
pub fn const_float(ctx: &Context, a: Option<Attribute>) -> Option<APFloat> {
    let a = a?;
    if let Some((_, v)) = float_attr_value(ctx, a) {
        return Some(v);
    }
    match dense_elements(ctx, a)? {
        (_, true, mut v) => match v.pop()? {
            Element::Float(f) => Some(f),
            Element::Int(_) => None,
        },
        _ => None,
    }
}

/// `m_Zero`: an integer (or integer splat) zero.
pub fn is_zero(ctx: &Context, a: Option<Attribute>) -> bool {
    const_int(ctx, a).is_some_and(|v| v.is_zero())
}

/// `m_One`: an integer (or integer splat) one.
pub fn is_one(ctx: &Context, a: Option<Attribute>) -> bool {
    const_int(ctx, a).is_some_and(|v| v.is_one())
}

/// An integer (or integer splat) with every bit set.
pub fn is_all_ones(ctx: &Context, a: Option<Attribute>) -> bool {
    const_int(ctx, a).is_some_and(|v| v.is_all_ones())
}

/// A float (or float splat) satisfying `pred` (`m_OneFloat`, `m_PosZeroFloat`, ...).
pub fn float_is(ctx: &Context, a: Option<Attribute>, pred: impl Fn(&APFloat) -> bool) -> bool {
    const_float(ctx, a).is_some_and(|v| pred(&v))
}

/// The zero of `ty` (MLIR's `Builder::getZeroAttr`): `0`, `false`, `0.0`, or a splat of it
/// for a statically shaped vector or tensor. `None` for other types.
pub fn zero_attr(ctx: &mut Context, ty: Type) -> Option<Attribute> {
    let elem = element_type_or_self(ctx, ty);
    let e = match *ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => Element::Int(APInt::zero(width)),
        TypeKind::Index => Element::Int(APInt::zero(64)),
        TypeKind::Float(sem) => Element::Float(APFloat::zero(sem, false)),
        _ => return None,
    };
    if is_vector_or_tensor(ctx, ty) {
        return dense_attr(ctx, ty, &[e]);
    }
    if elem != ty {
        return None;
    }
    Some(element_attr(ctx, ty, e))
}

/// A boolean for `ty` (MLIR's arith `getBoolAttribute`): `true`/`false` for a scalar, a splat
/// for a statically shaped vector or tensor of `i1`, `None` otherwise.
pub fn bool_attr_for(ctx: &mut Context, ty: Type, value: bool) -> Option<Attribute> {
    if is_vector_or_tensor(ctx, ty) {
        return dense_attr(ctx, ty, &[Element::Int(APInt::from_bool(value))]);
    }
    Some(ctx.intern_attr(AttrKind::Bool(value)))
}

/// The operands of a constant fold in one of the forms `CommonFolders.h` handles.
enum Operand {
    /// an integer or float attribute
    Scalar(Type, Element),
    /// a dense attribute: shaped type, splat flag, elements
    Dense(Type, bool, Vec<Element>),
}

fn operand(ctx: &Context, a: Attribute) -> Option<Operand> {
    if let Some((t, v)) = int_attr_value(ctx, a) {
        return Some(Operand::Scalar(t, Element::Int(v)));
    }
    if let Some((t, v)) = float_attr_value(ctx, a) {
        return Some(Operand::Scalar(t, Element::Float(v)));
    }
    let (t, s, v) = dense_elements(ctx, a)?;
    Some(Operand::Dense(t, s, v))
}

/// MLIR's `constFoldBinaryOpConditional`: folds two constant operands elementwise with `f`
/// (which sees elements of the operands' kind and may refuse with `None`). Both operands
/// must have the same type; the result has type `result_ty`, or the operands' type when
/// `None`. Scalars give a scalar, two splats a splat, other dense operands a dense result.
pub fn fold_binary(
    ctx: &mut Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    result_ty: Option<Type>,
    mut f: impl FnMut(&Element, &Element) -> Option<Element>,
) -> Option<Attribute> {
    let (lhs, rhs) = (operand(ctx, lhs?)?, operand(ctx, rhs?)?);
    match (lhs, rhs) {
        (Operand::Scalar(lt, l), Operand::Scalar(rt, r)) => {
            if lt != rt || std::mem::discriminant(&l) != std::mem::discriminant(&r) {
                return None;
            }
            let v = f(&l, &r)?;
            Some(element_attr(ctx, result_ty.unwrap_or(lt), v))
        }
        (Operand::Dense(lt, ls, l), Operand::Dense(rt, rs, r)) => {
            if lt != rt {
                return None;
            }
            let ty = result_ty.unwrap_or(lt);
            if ls && rs {
                let v = f(l.first()?, r.first()?)?;
                return dense_attr(ctx, ty, &[v]);
            }
            let n = static_num_elements(ctx, lt)? as usize;
            let get = |v: &[Element], splat: bool, i: usize| -> Option<Element> {
                if splat {
                    v.first().cloned()
                } else {
                    v.get(i).cloned()
                }
            };
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                out.push(f(&get(&l, ls, i)?, &get(&r, rs, i)?)?);
            }
            dense_attr(ctx, ty, &out)
        }
        _ => None,
    }
}

/// MLIR's `constFoldUnaryOpConditional` (and `constFoldCastOp`): folds one constant operand
/// elementwise with `f`; the result has type `result_ty`, or the operand's type when `None`.
pub fn fold_unary(
    ctx: &mut Context,
    operand_attr: Option<Attribute>,
    result_ty: Option<Type>,
    mut f: impl FnMut(&Element) -> Option<Element>,
) -> Option<Attribute> {
    match operand(ctx, operand_attr?)? {
        Operand::Scalar(t, v) => {
            let r = f(&v)?;
            Some(element_attr(ctx, result_ty.unwrap_or(t), r))
        }
        Operand::Dense(t, splat, v) => {
            let ty = result_ty.unwrap_or(t);
            if splat {
                let r = f(v.first()?)?;
                return dense_attr(ctx, ty, &[r]);
            }
            let out = v.iter().map(&mut f).collect::<Option<Vec<_>>>()?;
            dense_attr(ctx, ty, &out)
        }
    }
}

/// [`fold_binary`] on integer elements.
pub fn fold_binary_int(
    ctx: &mut Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    result_ty: Option<Type>,
    mut f: impl FnMut(&APInt, &APInt) -> Option<APInt>,
) -> Option<Attribute> {
    fold_binary(ctx, lhs, rhs, result_ty, |a, b| match (a, b) {
        (Element::Int(a), Element::Int(b)) => f(a, b).map(Element::Int),
        _ => None,
    })
}

/// [`fold_binary`] on float elements.
pub fn fold_binary_float(
    ctx: &mut Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    mut f: impl FnMut(&APFloat, &APFloat) -> Option<APFloat>,
) -> Option<Attribute> {
    fold_binary(ctx, lhs, rhs, None, |a, b| match (a, b) {
        (Element::Float(a), Element::Float(b)) => f(a, b).map(Element::Float),
        _ => None,
    })
}

/// True when `ty` is a signless integer type (scalar or element) of width `w`.
pub fn is_signless_int_like(ctx: &Context, ty: Type, w: u32) -> bool {
    let e = element_type_or_self(ctx, ty);
    matches!(ctx.type_kind(e), TypeKind::Integer { width, signedness: Signedness::Signless } if *width == w)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_attr(ctx: &mut Context, text: &str) -> Attribute {
        let top = crate::text::parser::ops::parse_source(
            ctx,
            format!("\"t.x\"() {{a = {text}}} : () -> ()\n").as_bytes(),
            0,
            "t.mlir",
            1,
            true,
        )
        .unwrap_or_else(|d| panic!("{}", d.message));
        let body = crate::transforms::rewrite::walk_nested(ctx, top, true);
        ctx.dict_entries(ctx.ir.op(body[0]).attrs)[0].1
    }

    #[test]
    fn built_attributes_equal_parsed_ones() {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        for text in [
            "dense<[1, 2]> : vector<2xi32>",
            "dense<7> : tensor<3xi8>",
            "dense<[true, false]> : vector<2xi1>",
            "dense<true> : vector<4xi1>",
            "dense<[1.5, -0.0]> : vector<2xf32>",
            "dense<2.5> : tensor<2x2xbf16>",
            "dense<[1, -1]> : vector<2xindex>",
            "dense<[3, 4]> : vector<2xi65>",
        ] {
            let a = parse_attr(&mut ctx, text);
            let (ty, _, elems) = dense_elements(&ctx, a).expect("dense");
            let n = static_num_elements(&ctx, ty).expect("static") as usize;
            let full: Vec<Element> = (0..n)
                .map(|i| elems.get(i).or(elems.first()).cloned().expect("element"))
                .collect();
            assert_eq!(dense_attr(&mut ctx, ty, &full), Some(a), "{text}");
        }
        let five = parse_attr(&mut ctx, "5 : i32");
        let (ty, v) = int_attr_value(&ctx, five).expect("int");
        assert_eq!(int_attr(&mut ctx, ty, v), five);
        let t = parse_attr(&mut ctx, "true");
        let i1 = ctx.common.i1;
        assert_eq!(int_attr(&mut ctx, i1, APInt::from_bool(true)), t);
    }

    #[test]
    fn folds_scalars_splats_and_dense() {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let add = |a: &APInt, b: &APInt| Some(a.wrapping_add(b));
        let (a, b) = (
            parse_attr(&mut ctx, "dense<[1, 2]> : vector<2xi32>"),
            parse_attr(&mut ctx, "dense<3> : vector<2xi32>"),
        );
        let r = fold_binary_int(&mut ctx, Some(a), Some(b), None, add);
        assert_eq!(
            r,
            Some(parse_attr(&mut ctx, "dense<[4, 5]> : vector<2xi32>"))
        );
        let r = fold_binary_int(&mut ctx, Some(b), Some(b), None, add);
        assert_eq!(r, Some(parse_attr(&mut ctx, "dense<6> : vector<2xi32>")));
        let x = parse_attr(&mut ctx, "5 : i64");
        let y = parse_attr(&mut ctx, "5 : i32");
        assert_eq!(fold_binary_int(&mut ctx, Some(x), Some(y), None, add), None);
        let z0 = parse_attr(&mut ctx, "dense<0> : tensor<2xi8>");
        let z1 = parse_attr(&mut ctx, "dense<[0, 1]> : tensor<2xi8>");
        let t = parse_attr(&mut ctx, "true");
        assert!(is_zero(&ctx, Some(z0)));
        assert!(!is_zero(&ctx, Some(z1)));
        assert!(is_one(&ctx, Some(t)));
        let i1 = ctx.common.i1;
        let z = zero_attr(&mut ctx, i1).expect("zero");
        assert_eq!(z, parse_attr(&mut ctx, "false"));
    }
}

//! The `cf` dialect: generated from `ods/cf.ods`, plus the hand-written hooks it names: the
//! `BranchOpInterface` and `WeightedBranchOpInterface` checks of the branch ops, `cf.switch`'s
//! custom form and verifier.

include!(concat!(env!("OUT_DIR"), "/cf.rs"));

mod patterns;

use ods_runtime::analysis::verifier::{op_error, op_loc};
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::types::TypeKind;
use ods_runtime::ods::hooks::{CanonicalizationPatterns, Canonicalize, Verify};
use ods_runtime::text::parser::ops::{Delimiter, UnresolvedOperand};
use ods_runtime::text::parser::{OpAsmParser, PResult};
use ods_runtime::text::printer::OpAsmPrinter;
use ods_runtime::{Attribute, Block, Context, Op, Type, Value};

use ods_runtime::ods::verify::quoted_type;

/// `AnyIntElementsAttr`: a dense elements attribute of integers or indices.
pub fn is_int_elements_attr(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::DenseIntOrFp { ty, .. } => {
            let elem = ods_runtime::ods::preds::element_type(ctx, *ty);
            matches!(
                ctx.type_kind(elem),
                TypeKind::Integer { .. } | TypeKind::Index
            )
        }
        _ => false,
    }
}

/// MLIR's `verifyBranchSuccessorOperands`: successor `succ` of `op` receives `operands`.
/// Reported with `emitError` (no op-name prefix).
fn verify_successor_operands(
    ctx: &Context,
    op: Op,
    succ: usize,
    operands: &[Value],
) -> Result<(), Diagnostic> {
    let Some(&dest) = ctx.ir.op(op).successors.get(succ) else {
        return Ok(());
    };
    let args = ctx.ir.block_args(dest);
    if operands.len() != args.len() {
        return Err(Diagnostic::error(
            op_loc(ctx, op),
            format!(
                "branch has {} operands for successor #{succ}, but target block has {}",
                operands.len(),
                args.len()
            ),
        ));
    }
    for (i, (&v, &a)) in operands.iter().zip(args).enumerate() {
        if ctx.ir.value_type(v) != ctx.ir.value_type(a) {
            return Err(Diagnostic::error(
                op_loc(ctx, op),
                format!("type mismatch for bb argument #{i} of successor #{succ}"),
            ));
        }
    }
    Ok(())
}

impl Verify for BranchOp {
    /// `BranchOpInterface`: the operands match the destination's arguments.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ops: Vec<Value> = ctx.ir.operands(self.op()).collect();
        verify_successor_operands(ctx, self.op(), 0, &ops)
    }
}

impl Verify for CondBranchOp {
    /// `BranchOpInterface` for both destinations, then `WeightedBranchOpInterface`.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let t: Vec<Value> = self.true_dest_operands(ctx).collect();
        let f: Vec<Value> = self.false_dest_operands(ctx).collect();
        verify_successor_operands(ctx, op, 0, &t)?;
        verify_successor_operands(ctx, op, 1, &f)?;
        if let Some(w) = self.branch_weights_attr(ctx) {
            let weights = ods_runtime::ods::preds::dense_int_values(ctx, w);
            let n = ctx.ir.op(op).successors.len();
            if !weights.is_empty() && weights.len() != n {
                return Err(Diagnostic::error(
                    op_loc(ctx, op),
                    format!(
                        "expects number of branch weights to match number of successors: {} vs {n}",
                        weights.len()
                    ),
                ));
            }
            if !weights.is_empty() && weights.iter().all(|&w| w == 0) {
                return Err(Diagnostic::error(
                    op_loc(ctx, op),
                    "branch weights cannot all be zero",
                ));
            }
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// cf.switch
// ------------------------------------------------------------------------------------------

/// The bit width of an integer type (64 for `index`, 0 otherwise).
fn int_width(ctx: &Context, ty: Type) -> u32 {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => 0,
    }
}

/// `vector<N x ty>` dense elements holding `values` (sign-extended or truncated to the width
/// of `ty`), a splat when they are all equal.
fn dense_int_vector(ctx: &mut Context, ty: Type, values: &[i64]) -> Attribute {
    let width = int_width(ctx, ty).max(1);
    let nbytes = width.div_ceil(8) as usize;
    let vty = ctx.intern_type(TypeKind::Vector {
        shape: vec![values.len() as i64].into(),
        scalable: Box::new([]),
        elem: ty,
    });
    let splat = values.windows(2).all(|w| w[0] == w[1]);
    let stored = if splat { &values[..1] } else { values };
    let mut raw = Vec::with_capacity(stored.len() * nbytes);
    for &v in stored {
        let mut bytes: Vec<u8> = (0..nbytes)
            .map(|i| {
                if i < 8 {
                    (v >> (8 * i)) as u8
                } else if v < 0 {
                    0xff
                } else {
                    0
                }
            })
            .collect();
        let rem = width % 8;
        if rem != 0 {
            if let Some(last) = bytes.last_mut() {
                *last &= (1u8 << rem) - 1;
            }
        }
        raw.extend(bytes);
    }
    ctx.intern_attr(AttrKind::DenseIntOrFp {
        ty: vty,
        raw: raw.into(),
        splat,
    })
}

/// The case values as MLIR prints them (`APInt::getLimitedValue`: the value as an unsigned
/// number of its width, saturated to `u64::MAX`).
fn case_values_unsigned(ctx: &Context, a: Attribute) -> Vec<u64> {
    let AttrKind::DenseIntOrFp { ty, raw, splat } = ctx.attr_kind(a) else {
        return Vec::new();
    };
    let elem = ods_runtime::ods::preds::element_type(ctx, *ty);
    let nbytes = int_width(ctx, elem).max(1).div_ceil(8) as usize;
    let count = ods_runtime::ods::preds::num_elements(ctx, *ty)
        .unwrap_or(0)
        .max(0) as usize;
    let one = |chunk: &[u8]| -> u64 {
        if chunk.iter().skip(8).any(|&b| b != 0) {
            return u64::MAX;
        }
        chunk
            .iter()
            .take(8)
            .enumerate()
            .fold(0u64, |acc, (i, &b)| acc | (b as u64) << (8 * i))
    };
    if *splat {
        let v = one(raw);
        return vec![v; count];
    }
    raw.chunks(nbytes).take(count).map(one).collect()
}

/// The cases of `cf.switch` (`custom<SwitchOpCases>`): `default: ^bb(%a : t)` then
/// `, value: ^bb(...)` per case, the values read as integers of the flag's type.
#[allow(clippy::too_many_arguments)]
fn parse_switch_op_cases(
    p: &mut OpAsmParser<'_, '_>,
    flag_type: &[Type],
    default_destination: &mut Option<Block>,
    default_operands: &mut Vec<UnresolvedOperand>,
    default_types: &mut Vec<Type>,
    case_values: &mut Option<Attribute>,
    case_destinations: &mut Vec<Block>,
    case_operands: &mut Vec<Vec<UnresolvedOperand>>,
    case_types: &mut Vec<Vec<Type>>,
) -> PResult<()> {
    p.parse_keyword("default")?;
    p.parse_colon()?;
    *default_destination = Some(p.parse_successor()?);
    if p.parse_optional_lparen() {
        p.parse_operand_list(default_operands, Delimiter::None, false, None)?;
        *default_types = p.parse_colon_type_list()?;
        p.parse_rparen()?;
    }
    let mut values: Vec<i64> = Vec::new();
    while p.parse_optional_comma() {
        values.push(p.parse_integer::<i64>()?);
        p.parse_colon()?;
        case_destinations.push(p.parse_successor()?);
        let mut operands = Vec::new();
        let mut types = Vec::new();
        if p.parse_optional_lparen() {
            p.parse_operand_list(&mut operands, Delimiter::None, true, None)?;
            types = p.parse_colon_type_list()?;
            p.parse_rparen()?;
        }
        case_operands.push(operands);
        case_types.push(types);
    }
    if let (false, Some(&flag_ty)) = (values.is_empty(), flag_type.first()) {
        *case_values = Some(dense_int_vector(p.ctx(), flag_ty, &values));
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn print_switch_op_cases(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: Op,
    _flag_type: Type,
    default_destination: Block,
    default_operands: &[Value],
    _default_types: &[Type],
    case_values: Option<Attribute>,
    case_destinations: &[Block],
    case_operands: &[Vec<Value>],
    _case_types: &[Vec<Type>],
) {
    let ctx = p.ctx();
    p.write("  default: ");
    p.print_successor_and_use_list(default_destination, default_operands);
    let Some(cv) = case_values else {
        return;
    };
    for (i, v) in case_values_unsigned(ctx, cv).into_iter().enumerate() {
        p.write(",");
        p.print_newline();
        p.write("  ");
        p.write(&v.to_string());
        p.write(": ");
        let ops = case_operands.get(i).cloned().unwrap_or_default();
        if let Some(&d) = case_destinations.get(i) {
            p.print_successor_and_use_list(d, &ops);
        }
    }
    p.print_newline();
}

impl SwitchOp {
    /// The operands of each case destination: the operands after the flag and the default
    /// operands, split by `case_operand_segments`.
    fn case_operand_groups(self, ctx: &Context) -> Vec<Vec<Value>> {
        let skip = 1 + self.default_operands(ctx).len();
        let all: Vec<Value> = ctx.ir.operands(self.op()).skip(skip).collect();
        let sizes = self
            .case_operand_segments_attr(ctx)
            .map(|a| ods_runtime::ods::preds::dense_int_values(ctx, a))
            .unwrap_or_default();
        let mut out = Vec::new();
        let mut at = 0usize;
        for n in sizes {
            let end = (at + n.max(0) as usize).min(all.len());
            out.push(all[at..end].to_vec());
            at = end;
        }
        out
    }
}

impl Verify for SwitchOp {
    /// `BranchOpInterface` for every destination, then the case values against the flag
    /// type and the case destinations.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let defaults: Vec<Value> = self.default_operands(ctx).collect();
        verify_successor_operands(ctx, op, 0, &defaults)?;
        for (i, g) in self.case_operand_groups(ctx).iter().enumerate() {
            verify_successor_operands(ctx, op, i + 1, g)?;
        }
        let ncases = ctx.ir.op(op).successors.len().saturating_sub(1);
        let Some(cv) = self.case_values_attr(ctx) else {
            return Ok(());
        };
        let flag_ty = ctx.ir.value_type(self.flag(ctx));
        let cv_ty = ods_runtime::ods::preds::attr_type(ctx, cv).unwrap_or(ctx.common.none);
        let elem = ods_runtime::ods::preds::element_type(ctx, cv_ty);
        if elem != flag_ty {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "'flag' type ({}) should match case value type ({})",
                    quoted_type(ctx, flag_ty),
                    quoted_type(ctx, elem)
                ),
            ));
        }
        let n = ods_runtime::ods::preds::num_elements(ctx, cv_ty).unwrap_or(0);
        if n != ncases as i64 {
            return Err(op_error(
                ctx,
                op,
                &format!("number of case values ({n}) should match number of case destinations ({ncases})"),
            ));
        }
        Ok(())
    }
}

/// MLIR's `ControlFlowInlinerInterface`: every cf op may be inlined, and a call of the dialect
/// too; an inlined branch needs no change.
impl ods_runtime::transforms::inliner::DialectInlinerInterface for CfDialect {
    fn is_legal_to_inline_call(_: &Context, _: Op, _: Op, _: bool) -> bool {
        true
    }
    fn is_legal_to_inline_op(_: &Context, _: Op, _: ods_runtime::Region, _: bool) -> bool {
        true
    }
}

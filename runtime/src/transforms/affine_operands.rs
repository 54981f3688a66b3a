//! Affine maps together with their operand values, as MLIR's affine folders use them:
//!
//! - [`compose_affine_map_and_operands`] (`composeAffineMapAndOperands`): the maps of
//!   `affine.apply` producers folded into a consumer's map, then canonicalized and simplified;
//! - [`canonicalize_map_and_operands`] (`canonicalizeMapAndOperands`): constants promoted into
//!   the map, dimensions that are valid symbols made symbols, unused inputs dropped, repeated
//!   operands merged;
//! - [`simplify_map_with_operands`] (`simplifyMapWithOperands`): `floordiv`/`mod` results
//!   simplified with the constant bounds and steps of `affine.for` induction variables;
//! - [`compose_set_and_operands`] and [`canonicalize_set_and_operands`]: the same on the
//!   constraints of an integer set (`affine.if`).
//!
//! The runtime does not know the affine dialect, so what these functions need to know about a
//! value comes from an [`AffineValueInfo`] that the dialect implements: which `affine.apply`
//! defines it, whether it is a valid symbol, which integer constant it is, and the bounds of
//! the loop whose induction variable it is (`ods_dialects::affine::canonicalize::AffineInfo`).
//!
//! `SimplifyAffineOp` is the three map functions in a row:
//!
//! ```ignore
//! let (mut map, mut operands) = (old_map.clone(), old_operands.clone());
//! if compose_affine_map_and_operands(ctx, &mut AffineInfo, &mut map, &mut operands)
//!     && canonicalize_map_and_operands(ctx, &mut AffineInfo, &mut map, &mut operands)
//! {
//!     let map = simplify_map_with_operands(ctx, &mut AffineInfo, &map, &operands);
//!     // replace the op when `(map, operands)` differ from the old ones
//! }
//! ```
//!
//! The composing and canonicalizing functions leave `map` (or `set`) and `operands` as they
//! were and return `false` when an intermediate expression would pass the expression depth
//! limit ([`MAX_EXPR_DEPTH`]); callers treat that as "no change".

use crate::ir::affine::{AffineBinOp, AffineExpr, AffineMap, IntegerSet};
use crate::ir::affine_simplify::{
    bound_of_expr, for_each_leaf, simplify_affine_map, MAX_EXPR_DEPTH,
};
use crate::{Context, Value};
use std::collections::HashMap;

/// What the affine operand utilities need to know about values, answered by the dialect
/// that defines `affine.apply` and the rules on affine symbols.
pub trait AffineValueInfo {
    /// The map and operands of the `affine.apply` that defines `v`, if one does.
    fn apply_producer(&mut self, ctx: &mut Context, v: Value) -> Option<(AffineMap, Vec<Value>)>;
    /// MLIR's `isValidSymbol(v)`.
    fn is_valid_symbol(&mut self, ctx: &mut Context, v: Value) -> bool;
    /// The value of `v` when a constant-like op defines it as an integer (MLIR's
    /// `m_Constant(&IntegerAttr)`).
    fn constant_int(&mut self, ctx: &mut Context, v: Value) -> Option<i64>;
    /// When `v` is the induction variable of an `affine.for`: its constant bounds and step.
    fn loop_iv(&mut self, ctx: &mut Context, v: Value) -> Option<LoopIv>;
}

/// What is known of an `affine.for` induction variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoopIv {
    /// the lower bound, when it is a constant
    pub lower: Option<i64>,
    /// the (exclusive) upper bound, when it is a constant
    pub upper: Option<i64>,
    /// the step
    pub step: i64,
    /// the largest known divisor of the lower bound map's results (MLIR's
    /// `getLargestKnownDivisorOfMapExprs`, `u64::MAX` for a map without results)
    pub lower_divisor: u64,
}

impl LoopIv {
    /// The smallest value the induction variable takes, when known.
    pub fn min_value(&self) -> Option<i64> {
        self.lower
    }

    /// The largest value the induction variable takes, when known (MLIR's `getUpperBound`
    /// of an induction variable).
    pub fn max_value(&self) -> Option<i64> {
        let ub = self.upper?;
        Some(match self.lower {
            Some(lb) if self.step != 0 => ub
                .wrapping_sub(1)
                .wrapping_sub(ub.wrapping_sub(lb).wrapping_sub(1).wrapping_rem(self.step)),
            _ => ub.wrapping_sub(1),
        })
    }
}

/// MLIR's `canonicalizePromotedSymbols`: dimensions whose operand is a valid symbol become
/// new trailing symbols.
fn promote_symbols(
    ctx: &mut Context,
    info: &mut dyn AffineValueInfo,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) -> bool {
    let nd = map.num_dims as usize;
    let old_syms = map.num_symbols;
    let mut kept = Vec::with_capacity(operands.len());
    let mut promoted = Vec::new();
    let mut dims = Vec::with_capacity(nd);
    let mut next_dim = 0;
    for (i, &v) in operands.iter().enumerate() {
        if i >= nd {
            kept.push(v);
        } else if info.is_valid_symbol(ctx, v) {
            dims.push(AffineExpr::Symbol(old_syms + promoted.len() as u32));
            promoted.push(v);
        } else {
            dims.push(AffineExpr::Dim(next_dim));
            next_dim += 1;
            kept.push(v);
        }
    }
    let num_syms = old_syms + promoted.len() as u32;
    let Some(new) = map.replace_dims_and_symbols(&dims, &[], next_dim, num_syms) else {
        return false;
    };
    kept.extend(promoted);
    *map = new;
    *operands = kept;
    true
}

/// MLIR's `canonicalizeMapAndOperands`: dimensions whose operand is a valid symbol become
/// symbols; symbols whose operand is an integer constant become that constant; unused
/// dimensions and symbols are dropped and repeated operands share one position. `map` has
/// one input per operand. Returns `false` (nothing changed) past the depth limit.
pub fn canonicalize_map_and_operands(
    ctx: &mut Context,
    info: &mut dyn AffineValueInfo,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) -> bool {
    if operands.is_empty() || operands.len() != (map.num_dims + map.num_symbols) as usize {
        return true;
    }
    let (mut m, mut ops) = (map.clone(), operands.clone());
    if !promote_symbols(ctx, info, &mut m, &mut ops) {
        return false;
    }
    let nd = m.num_dims as usize;
    let mut used_dims = vec![false; nd];
    let mut used_syms = vec![false; m.num_symbols as usize];
    for e in m.results.iter() {
        for_each_leaf(e, |dim, i| {
            let used = if dim { &mut used_dims } else { &mut used_syms };
            if let Some(u) = used.get_mut(i as usize) {
                *u = true;
            }
        });
    }
    let mut result = Vec::with_capacity(ops.len());
    let mut seen: HashMap<Value, AffineExpr> = HashMap::new();
    let mut dims = vec![AffineExpr::Constant(0); nd];
    let mut next = 0;
    for i in (0..nd).filter(|&i| used_dims[i]) {
        dims[i] = seen
            .entry(ops[i])
            .or_insert_with(|| {
                result.push(ops[i]);
                next += 1;
                AffineExpr::Dim(next - 1)
            })
            .clone();
    }
    let num_dims = next;
    let mut seen: HashMap<Value, AffineExpr> = HashMap::new();
    let mut syms = vec![AffineExpr::Constant(0); used_syms.len()];
    next = 0;
    for i in (0..used_syms.len()).filter(|&i| used_syms[i]) {
        let v = ops[nd + i];
        if let Some(c) = info.constant_int(ctx, v) {
            syms[i] = AffineExpr::Constant(c);
            continue;
        }
        syms[i] = seen
            .entry(v)
            .or_insert_with(|| {
                result.push(v);
                next += 1;
                AffineExpr::Symbol(next - 1)
            })
            .clone();
    }
    let Some(new) = m.replace_dims_and_symbols(&dims, &syms, num_dims, next) else {
        return false;
    };
    *map = new;
    *operands = result;
    true
}

/// MLIR's `replaceDimOrSym`: when input `pos` (dimensions first) is defined by an
/// `affine.apply`, its expression replaces the input in `map`, its operands are appended to
/// `dims`/`syms` and the input's slot is cleared. `Some(false)` when it is not an apply,
/// `None` past the depth limit.
fn replace_dim_or_sym(
    ctx: &mut Context,
    info: &mut dyn AffineValueInfo,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
) -> Option<bool> {
    let is_dim = pos < dims.len();
    let idx = if is_dim { pos } else { pos - dims.len() };
    let slot = if is_dim { dims[idx] } else { syms[idx] };
    let Some(v) = slot else {
        return Some(false);
    };
    let Some((mut pmap, mut pops)) = info.apply_producer(ctx, v) else {
        return Some(false);
    };
    if pmap.results.len() != 1 || !canonicalize_map_and_operands(ctx, info, &mut pmap, &mut pops) {
        return None;
    }
    let shifted = pmap
        .shift_dims(dims.len() as u32)
        .shift_symbols(syms.len() as u32);
    let replacement = shifted.results[0].clone();
    let to_replace = if is_dim {
        dims[idx] = None;
        AffineExpr::Dim(idx as u32)
    } else {
        syms[idx] = None;
        AffineExpr::Symbol(idx as u32)
    };
    let pd = pmap.num_dims as usize;
    dims.extend(pops[..pd].iter().map(|&v| Some(v)));
    syms.extend(pops[pd..].iter().map(|&v| Some(v)));
    let results = map
        .results
        .iter()
        .map(|e| crate::ir::affine_simplify::replace_leaf(e, &to_replace, &replacement))
        .collect::<Option<Vec<_>>>()?;
    *map = AffineMap::new(dims.len() as u32, syms.len() as u32, results);
    Some(true)
}

/// MLIR's `composeAffineMapAndOperands`: every input of `map` produced by an `affine.apply`
/// is replaced by that apply's expression over its own operands, until none is left; then
/// the map and operands are canonicalized ([`canonicalize_map_and_operands`]) and the map
/// simplified ([`simplify_affine_map`]). Returns `false` (nothing changed) past the depth
/// limit.
pub fn compose_affine_map_and_operands(
    ctx: &mut Context,
    info: &mut dyn AffineValueInfo,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) -> bool {
    if operands.len() != (map.num_dims + map.num_symbols) as usize {
        return false;
    }
    let mut m = map.clone();
    let mut ops = operands.clone();
    if m.results.is_empty() {
        if !canonicalize_map_and_operands(ctx, info, &mut m, &mut ops) {
            return false;
        }
        *map = simplify_affine_map(&m);
        *operands = ops;
        return true;
    }
    let nd = m.num_dims as usize;
    let mut dims: Vec<Option<Value>> = ops[..nd].iter().map(|&v| Some(v)).collect();
    let mut syms: Vec<Option<Value>> = ops[nd..].iter().map(|&v| Some(v)).collect();
    // Upstream rescans from the first input after each replacement; inputs before the first
    // one that can be replaced never become replaceable (their values only get cleared), so
    // the scan resumes there, per list, which visits the same inputs in the same order.
    let (mut dim_cursor, mut sym_cursor) = (0, 0);
    loop {
        let mut replaced = false;
        while dim_cursor < dims.len() {
            match replace_dim_or_sym(ctx, info, &mut m, dim_cursor, &mut dims, &mut syms) {
                None => return false,
                Some(true) => {
                    replaced = true;
                    break;
                }
                Some(false) => {}
            }
            dim_cursor += 1;
        }
        if replaced {
            continue;
        }
        while sym_cursor < syms.len() {
            let pos = dims.len() + sym_cursor;
            match replace_dim_or_sym(ctx, info, &mut m, pos, &mut dims, &mut syms) {
                None => return false,
                Some(true) => {
                    replaced = true;
                    break;
                }
                Some(false) => {}
            }
            sym_cursor += 1;
        }
        if !replaced {
            break;
        }
    }
    ops.clear();
    let (mut nd, mut ns) = (0, 0);
    let mut dim_repl = Vec::with_capacity(dims.len());
    for v in &dims {
        dim_repl.push(match v {
            Some(v) => {
                ops.push(*v);
                nd += 1;
                AffineExpr::Dim(nd - 1)
            }
            None => AffineExpr::Constant(0),
        });
    }
    let mut sym_repl = Vec::with_capacity(syms.len());
    for v in &syms {
        sym_repl.push(match v {
            Some(v) => {
                ops.push(*v);
                ns += 1;
                AffineExpr::Symbol(ns - 1)
            }
            None => AffineExpr::Constant(0),
        });
    }
    let Some(mut m) = m.replace_dims_and_symbols(&dim_repl, &sym_repl, nd, ns) else {
        return false;
    };
    if !canonicalize_map_and_operands(ctx, info, &mut m, &mut ops) {
        return false;
    }
    *map = simplify_affine_map(&m);
    *operands = ops;
    true
}

/// What [`simplify_map_with_operands`] knows of the operands.
struct OperandFacts {
    num_dims: u32,
    num_symbols: u32,
    lower: Vec<Option<i64>>,
    upper: Vec<Option<i64>>,
    ivs: Vec<Option<LoopIv>>,
}

impl OperandFacts {
    fn bound(&self, e: &AffineExpr, upper: bool) -> Option<i64> {
        if let Some(c) = e.as_constant() {
            return Some(c);
        }
        let (nd, ns) = (self.num_dims, self.num_symbols);
        bound_of_expr(e, nd, ns, &self.lower, &self.upper, upper)
    }

    /// MLIR's `getLargestKnownDivisor(e, operands)`: a dimension bound to a loop induction
    /// variable is a multiple of the loop's step (and lower bound).
    fn divisor(&self, e: &AffineExpr) -> i64 {
        let AffineExpr::Dim(i) = *e else {
            return e.largest_known_divisor();
        };
        match self.ivs.get(i as usize).copied().flatten() {
            Some(iv) if iv.lower == Some(0) => iv.step,
            Some(iv) => gcd(iv.lower_divisor, iv.step.unsigned_abs()) as i64,
            None => 1,
        }
    }

    /// MLIR's `isNonNegativeBoundedBy`: `0 <= e < k` for a constant or a loop dimension.
    fn non_negative_below(&self, e: &AffineExpr, k: i64) -> bool {
        match *e {
            AffineExpr::Constant(c) => c >= 0 && c < k,
            AffineExpr::Dim(i) => self
                .ivs
                .get(i as usize)
                .copied()
                .flatten()
                .is_some_and(|iv| {
                    iv.lower.is_some_and(|l| l >= 0) && iv.upper.is_some_and(|u| u <= k)
                }),
            _ => false,
        }
    }

    /// MLIR's `isQTimesDPlusR`: `e = q + r` with `q` a multiple of `d` and `0 <= r < d`;
    /// gives `(d, q, r)`.
    fn q_times_d_plus_r<'e>(
        &self,
        e: &'e AffineExpr,
    ) -> Option<(i64, &'e AffineExpr, &'e AffineExpr)> {
        let AffineExpr::Binary {
            op: AffineBinOp::Add,
            lhs,
            rhs,
        } = e
        else {
            return None;
        };
        let d = self.divisor(lhs);
        if self.non_negative_below(rhs, d) {
            return Some((d, lhs, rhs));
        }
        let d = self.divisor(rhs);
        self.non_negative_below(lhs, d)
            .then_some((d, &**rhs, &**lhs))
    }

    /// MLIR's `simplifyExprAndOperands`, children first.
    fn simplify(&self, e: &AffineExpr) -> AffineExpr {
        let AffineExpr::Binary { op, lhs, rhs } = e else {
            return e.clone();
        };
        let (l, r) = crate::ir::stack::with_room(|| (self.simplify(lhs), self.simplify(rhs)));
        let e = AffineExpr::binary(*op, l, r);
        let AffineExpr::Binary { op, lhs, rhs } = &e else {
            return e;
        };
        let op = *op;
        if !matches!(
            op,
            AffineBinOp::FloorDiv | AffineBinOp::CeilDiv | AffineBinOp::Mod
        ) {
            return e;
        }
        let Some(c) = rhs.as_constant().filter(|&c| c > 0) else {
            return e;
        };
        if let (Some(lb), Some(ub)) = (self.bound(lhs, false), self.bound(lhs, true)) {
            let mut no = false;
            let at = |v| crate::ir::affine_simplify::eval_binary(op, v, c, &mut false);
            match op {
                AffineBinOp::FloorDiv | AffineBinOp::CeilDiv if at(lb) == at(ub) => {
                    no |= at(lb).is_none();
                    if !no {
                        return AffineExpr::Constant(at(lb).unwrap_or(0));
                    }
                }
                AffineBinOp::Mod if lb >= 0 && lb < c && ub < c => return (**lhs).clone(),
                _ => {}
            }
        }
        if let Some((d, q, r)) = self.q_times_d_plus_r(lhs) {
            let c_expr = AffineExpr::Constant(c);
            if d != 0 && c % d == 0 && op == AffineBinOp::FloorDiv {
                return q.clone().floor_div(c_expr);
            } else if d % c == 0 && op == AffineBinOp::Mod {
                return r.clone() % c_expr;
            }
            return e;
        }
        let zero = (op == AffineBinOp::FloorDiv && self.non_negative_below(lhs, c))
            || (op == AffineBinOp::Mod && self.divisor(lhs) % c == 0);
        if zero {
            AffineExpr::Constant(0)
        } else {
            e
        }
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// MLIR's `simplifyMapWithOperands`: each result's `floordiv`, `ceildiv` and `mod` by a
/// positive constant simplified with what is known of the operands: constant bounds and
/// steps of `affine.for` induction variables (a quotient or remainder that is constant over
/// the loop's range, `(q * d + r) floordiv c` with `0 <= r < d` dividing `c`, ...). A map
/// deeper than the expression depth limit is left as it is.
pub fn simplify_map_with_operands(
    ctx: &mut Context,
    info: &mut dyn AffineValueInfo,
    map: &AffineMap,
    operands: &[Value],
) -> AffineMap {
    let deep = map
        .results
        .iter()
        .any(|e| crate::ir::affine_simplify::expr_depth(e) > MAX_EXPR_DEPTH);
    if deep || operands.len() != (map.num_dims + map.num_symbols) as usize {
        return map.clone();
    }
    let ivs: Vec<Option<LoopIv>> = operands.iter().map(|&v| info.loop_iv(ctx, v)).collect();
    let facts = OperandFacts {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        lower: ivs
            .iter()
            .map(|iv| iv.and_then(|iv| iv.min_value()))
            .collect(),
        upper: ivs
            .iter()
            .map(|iv| iv.and_then(|iv| iv.max_value()))
            .collect(),
        ivs,
    };
    let results = map.results.iter().map(|e| facts.simplify(e)).collect();
    AffineMap::new(map.num_dims, map.num_symbols, results)
}

/// MLIR's `canonicalizeSetAndOperands`: [`canonicalize_map_and_operands`] on the
/// constraints of `set`, its equality flags kept.
pub fn canonicalize_set_and_operands(
    ctx: &mut Context,
    info: &mut dyn AffineValueInfo,
    set: &mut IntegerSet,
    operands: &mut Vec<Value>,
) -> bool {
    with_set_as_map(set, |map| {
        canonicalize_map_and_operands(ctx, info, map, operands)
    })
}

/// MLIR's `composeSetAndOperands`: the `affine.apply` producers of the operands composed
/// into the constraints of `set` ([`compose_affine_map_and_operands`]); nothing happens
/// when no operand comes from an `affine.apply`.
pub fn compose_set_and_operands(
    ctx: &mut Context,
    info: &mut dyn AffineValueInfo,
    set: &mut IntegerSet,
    operands: &mut Vec<Value>,
) -> bool {
    let any_apply = (0..operands.len()).any(|i| info.apply_producer(ctx, operands[i]).is_some());
    if !any_apply {
        return true;
    }
    with_set_as_map(set, |map| {
        compose_affine_map_and_operands(ctx, info, map, operands)
    })
}

/// Runs `f` on the constraints of `set` viewed as a map, and writes the map back on success.
fn with_set_as_map(set: &mut IntegerSet, f: impl FnOnce(&mut AffineMap) -> bool) -> bool {
    let mut map = AffineMap::new(set.num_dims, set.num_symbols, set.constraints.to_vec());
    if !f(&mut map) {
        return false;
    }
    set.num_dims = map.num_dims;
    set.num_symbols = map.num_symbols;
    set.constraints = map.results;
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::affine::IntegerSet;
    use crate::text::printer::affine::{affine_map_to_string, integer_set_to_string};
    use crate::transforms::rewrite::walk_nested;
    use crate::Op;

    /// Values by role, standing in for the affine dialect.
    struct Mock {
        symbols: Vec<Value>,
        constants: Vec<(Value, i64)>,
        applies: Vec<(Value, AffineMap, Vec<Value>)>,
        ivs: Vec<(Value, LoopIv)>,
    }

    impl AffineValueInfo for Mock {
        fn apply_producer(&mut self, _: &mut Context, v: Value) -> Option<(AffineMap, Vec<Value>)> {
            let found = self.applies.iter().find(|a| a.0 == v);
            found.map(|a| (a.1.clone(), a.2.clone()))
        }
        fn is_valid_symbol(&mut self, _: &mut Context, v: Value) -> bool {
            self.symbols.contains(&v)
        }
        fn constant_int(&mut self, _: &mut Context, v: Value) -> Option<i64> {
            self.constants.iter().find(|c| c.0 == v).map(|c| c.1)
        }
        fn loop_iv(&mut self, _: &mut Context, v: Value) -> Option<LoopIv> {
            self.ivs.iter().find(|c| c.0 == v).map(|c| c.1)
        }
    }

    fn map(src: &str) -> AffineMap {
        crate::ir::affine_simplify::tests::parse_map(src)
    }

    /// Four index values `%x, %a, %c, %ap` from unregistered ops.
    fn values(ctx: &mut Context) -> Vec<Value> {
        let text = "%x = \"t.v\"() : () -> index\n%a = \"t.v\"() : () -> index\n\
                    %c = \"t.v\"() : () -> index\n%ap = \"t.v\"() : () -> index\n";
        ctx.allow_unregistered = true;
        let top: Op =
            crate::text::parser::ops::parse_source(ctx, text.as_bytes(), 0, "u.mlir", 1, true)
                .unwrap_or_else(|d| panic!("{}", d.message));
        let ops = walk_nested(ctx, top, true);
        let with_result = ops.iter().filter(|&&o| ctx.ir.results(o).count() == 1);
        with_result.map(|&o| ctx.ir.result(o, 0)).collect()
    }

    fn mock(v: &[Value]) -> Mock {
        Mock {
            symbols: vec![v[1], v[2]],
            constants: vec![(v[2], 5)],
            applies: vec![(
                v[3],
                map("affine_map<(d0)[s0] -> (d0 * 2 + s0)>"),
                vec![v[0], v[1]],
            )],
            ivs: vec![(
                v[0],
                LoopIv {
                    lower: Some(0),
                    upper: Some(8),
                    step: 1,
                    lower_divisor: 0,
                },
            )],
        }
    }

    #[test]
    fn composes_promotes_and_dedupes() {
        let mut ctx = Context::new();
        let v = values(&mut ctx);
        let mut info = mock(&v);
        let mut m = map("affine_map<(d0, d1, d2)[s0] -> (d0 + d1 * 3 + d2, s0)>");
        let mut ops = vec![v[3], v[0], v[1], v[2]];
        assert!(compose_affine_map_and_operands(
            &mut ctx, &mut info, &mut m, &mut ops
        ));
        assert_eq!(affine_map_to_string(&m), "(d0)[s0] -> (d0 * 5 + s0 * 2, 5)");
        assert_eq!(ops, vec![v[0], v[1]]);
    }

    #[test]
    fn canonicalizes_without_composing() {
        let mut ctx = Context::new();
        let v = values(&mut ctx);
        let mut info = mock(&v);
        let mut m = map("affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d2, s1)>");
        let mut ops = vec![v[0], v[3], v[1], v[2], v[1]];
        assert!(canonicalize_map_and_operands(
            &mut ctx, &mut info, &mut m, &mut ops
        ));
        assert_eq!(affine_map_to_string(&m), "(d0)[s0] -> (d0 + s0, s0)");
        assert_eq!(ops, vec![v[0], v[1]]);
    }

    #[test]
    fn simplifies_with_loop_bounds() {
        let mut ctx = Context::new();
        let v = values(&mut ctx);
        let mut info = mock(&v);
        let m = map(
            "affine_map<(d0)[s0] -> (d0 floordiv 8, d0 mod 8, (d0 * 4 + 3) floordiv 4, s0 mod 8)>",
        );
        let got = simplify_map_with_operands(&mut ctx, &mut info, &m, &[v[0], v[1]]);
        assert_eq!(
            affine_map_to_string(&got),
            "(d0)[s0] -> (0, d0, d0, s0 mod 8)"
        );
    }

    #[test]
    fn sets_compose_and_canonicalize() {
        let mut ctx = Context::new();
        let v = values(&mut ctx);
        let mut info = mock(&v);
        let mut set = IntegerSet {
            num_dims: 2,
            num_symbols: 0,
            constraints: vec![
                AffineExpr::Dim(0) - AffineExpr::Constant(1),
                AffineExpr::Dim(1) - AffineExpr::Dim(0),
            ]
            .into_boxed_slice(),
            eq_flags: vec![false, true].into_boxed_slice(),
        };
        let mut ops = vec![v[3], v[2]];
        assert!(compose_set_and_operands(
            &mut ctx, &mut info, &mut set, &mut ops
        ));
        assert!(canonicalize_set_and_operands(
            &mut ctx, &mut info, &mut set, &mut ops
        ));
        assert_eq!(
            integer_set_to_string(&set),
            "(d0)[s0] : (d0 * 2 + s0 - 1 >= 0, d0 * -2 - s0 + 5 == 0)"
        );
        assert_eq!(ops, vec![v[0], v[1]]);
    }
}

//! The expression-level affine machinery MLIR's affine folders rely on: substituting
//! expressions for dimensions and symbols, shifting and composing maps, constant folding, and
//! MLIR's flattening simplification (`simplifyAffineExpr` / `simplifyAffineMap`).
//!
//! # Flattening
//!
//! [`simplify_affine_expr`] writes a pure affine expression as a linear combination of its
//! dimensions, symbols and "local" terms (one per distinct `floordiv`/`ceildiv` quotient that
//! does not cancel out, `mod` being `lhs - c * (lhs floordiv c)`), dividing out common
//! factors on the way, then rebuilds the expression from that form in MLIR's order: dimensions,
//! symbols, locals, constant, each term added with the simplifying constructors of
//! [`AffineExpr`]. So `(d0 * 4 + 8) floordiv 4` becomes `d0 + 2` and
//! `d0 mod 2 + (d0 floordiv 2) * 2` becomes `d0`, printed as `mlir-opt` prints them.
//! Semi-affine expressions (a product of two non-constants, a division by a symbol) are
//! returned unchanged.
//!
//! # Depth
//!
//! Expressions may be as deep as the input makes them (their walks grow the stack, see
//! [`AffineExpr`]). The recursive walks here do the same, but what this module builds is kept
//! within [`MAX_EXPR_DEPTH`]: substitution, composition and flattening first bound the depth
//! of what they would build (counted without recursion) and give `None` or the expression
//! unchanged past it, as the folders' "no change". This also bounds their work, which grows
//! with the square of the depth (MLIR's does too) and would make a 100,000-level expression
//! take hours.

use super::affine::{AffineBinOp, AffineExpr, AffineMap};
use super::stack::with_room;
use std::collections::{BTreeMap, HashMap};

/// The deepest expression this module simplifies, composes or builds.
pub const MAX_EXPR_DEPTH: u32 = 1000;

/// The depth of `e` (leaves are 0), counted with an explicit stack.
pub fn expr_depth(e: &AffineExpr) -> u32 {
    let mut max = 0;
    let mut stack = vec![(e, 0u32)];
    while let Some((e, d)) = stack.pop() {
        max = max.max(d);
        if let AffineExpr::Binary { lhs, rhs, .. } = e {
            stack.push((lhs, d + 1));
            stack.push((rhs, d + 1));
        }
    }
    max
}

/// The depth of `e` if it is at most `limit`, else `None`; stops early on deep trees.
fn depth_within(e: &AffineExpr, limit: u32) -> Option<u32> {
    let mut max = 0;
    let mut stack = vec![(e, 0u32)];
    while let Some((e, d)) = stack.pop() {
        if d > limit {
            return None;
        }
        max = max.max(d);
        if let AffineExpr::Binary { lhs, rhs, .. } = e {
            stack.push((lhs, d + 1));
            stack.push((rhs, d + 1));
        }
    }
    Some(max)
}

/// Rebuilds `e` with `leaf` applied to its dimensions and symbols (MLIR's `replace`): a node
/// whose operands did not change is kept as it is, a changed one is rebuilt with the
/// simplifying constructors. The walk grows the stack as it goes.
fn map_leaves(e: &AffineExpr, leaf: &dyn Fn(&AffineExpr) -> Option<AffineExpr>) -> AffineExpr {
    match e {
        AffineExpr::Binary { op, lhs, rhs } => {
            let (l, r) = with_room(|| (map_leaves(lhs, leaf), map_leaves(rhs, leaf)));
            if l == **lhs && r == **rhs {
                e.clone()
            } else {
                AffineExpr::binary(*op, l, r)
            }
        }
        _ => leaf(e).unwrap_or_else(|| e.clone()),
    }
}

/// `e` with dimension `i` replaced by `dims[i]` and symbol `j` by `syms[j]` (MLIR's
/// `replaceDimsAndSymbols`; positions past the lists stay). `None` when the result could be
/// deeper than [`MAX_EXPR_DEPTH`].
pub fn replace_dims_and_symbols(
    e: &AffineExpr,
    dims: &[AffineExpr],
    syms: &[AffineExpr],
) -> Option<AffineExpr> {
    let repl = dims
        .iter()
        .chain(syms)
        .map(|r| depth_within(r, MAX_EXPR_DEPTH))
        .try_fold(0, |m, d| d.map(|d| m.max(d)))?;
    depth_within(e, MAX_EXPR_DEPTH - repl)?;
    Some(map_leaves(e, &|leaf| match *leaf {
        AffineExpr::Dim(i) => dims.get(i as usize).cloned(),
        AffineExpr::Symbol(i) => syms.get(i as usize).cloned(),
        _ => None,
    }))
}

/// `e` with every occurrence of the dimension or symbol `what` replaced by `with` (MLIR's
/// `AffineExpr::replace` for a leaf); `None` past the depth limit.
pub fn replace_leaf(e: &AffineExpr, what: &AffineExpr, with: &AffineExpr) -> Option<AffineExpr> {
    let repl = depth_within(with, MAX_EXPR_DEPTH)?;
    depth_within(e, MAX_EXPR_DEPTH - repl)?;
    Some(map_leaves(e, &|leaf| (leaf == what).then(|| with.clone())))
}

/// `e` with dimensions `d_i`, `i >= offset`, renumbered `d_{i+shift}` (MLIR's `shiftDims`).
pub fn shift_dims(e: &AffineExpr, shift: u32, offset: u32) -> AffineExpr {
    map_leaves(e, &|leaf| match *leaf {
        AffineExpr::Dim(i) if i >= offset => Some(AffineExpr::Dim(i + shift)),
        _ => None,
    })
}

/// `e` with symbols `s_i`, `i >= offset`, renumbered `s_{i+shift}` (MLIR's `shiftSymbols`).
pub fn shift_symbols(e: &AffineExpr, shift: u32, offset: u32) -> AffineExpr {
    map_leaves(e, &|leaf| match *leaf {
        AffineExpr::Symbol(i) if i >= offset => Some(AffineExpr::Symbol(i + shift)),
        _ => None,
    })
}

/// True when dimension `pos` or symbol `pos` (per `dim`) occurs in `e`.
pub fn uses_leaf(e: &AffineExpr, dim: bool, pos: u32) -> bool {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        match *e {
            AffineExpr::Dim(i) if dim && i == pos => return true,
            AffineExpr::Symbol(i) if !dim && i == pos => return true,
            AffineExpr::Binary {
                ref lhs, ref rhs, ..
            } => {
                stack.push(lhs);
                stack.push(rhs);
            }
            _ => {}
        }
    }
    false
}

/// Calls `f` on every dimension and symbol leaf of `e` (`true` for a dimension).
pub fn for_each_leaf(e: &AffineExpr, mut f: impl FnMut(bool, u32)) {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        match *e {
            AffineExpr::Dim(i) => f(true, i),
            AffineExpr::Symbol(i) => f(false, i),
            AffineExpr::Binary {
                ref lhs, ref rhs, ..
            } => {
                stack.push(lhs);
                stack.push(rhs);
            }
            AffineExpr::Constant(_) => {}
        }
    }
}

/// True when `e` is pure affine: products have a constant side and divisors are constants.
pub fn is_pure_affine(e: &AffineExpr) -> bool {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        if let AffineExpr::Binary { op, lhs, rhs } = e {
            let ok = match op {
                AffineBinOp::Add => true,
                AffineBinOp::Mul => lhs.as_constant().is_some() || rhs.as_constant().is_some(),
                _ => rhs.as_constant().is_some(),
            };
            if !ok {
                return false;
            }
            stack.push(lhs);
            stack.push(rhs);
        }
    }
    true
}

impl AffineMap {
    /// A map from its parts.
    pub fn new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> AffineMap {
        AffineMap {
            num_dims,
            num_symbols,
            results: results.into_boxed_slice(),
        }
    }

    /// The map with dimension `i` replaced by `dims[i]` and symbol `j` by `syms[j]`, taking
    /// `num_dims` dimensions and `num_symbols` symbols (MLIR's `replaceDimsAndSymbols`);
    /// `None` past the depth limit.
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> Option<AffineMap> {
        let results = self
            .results
            .iter()
            .map(|e| replace_dims_and_symbols(e, dims, syms))
            .collect::<Option<Vec<_>>>()?;
        Some(AffineMap::new(num_dims, num_symbols, results))
    }

    /// The map whose dimensions `d_i` are renumbered `d_{i+shift}` (MLIR's `shiftDims`).
    pub fn shift_dims(&self, shift: u32) -> AffineMap {
        let results = self.results.iter().map(|e| shift_dims(e, shift, 0));
        AffineMap::new(self.num_dims + shift, self.num_symbols, results.collect())
    }

    /// The map whose symbols `s_i` are renumbered `s_{i+shift}` (MLIR's `shiftSymbols`).
    pub fn shift_symbols(&self, shift: u32) -> AffineMap {
        let results = self.results.iter().map(|e| shift_symbols(e, shift, 0));
        AffineMap::new(self.num_dims, self.num_symbols + shift, results.collect())
    }

    /// `self ∘ inner` (MLIR's `AffineMap::compose`): `inner`'s results feed `self`'s
    /// dimensions; the result takes `inner`'s dimensions and `self`'s symbols followed by
    /// `inner`'s. `None` when the counts do not match or past the depth limit.
    pub fn compose(&self, inner: &AffineMap) -> Option<AffineMap> {
        if inner.results.len() != self.num_dims as usize {
            return None;
        }
        let num_symbols = self.num_symbols + inner.num_symbols;
        let dims: Vec<AffineExpr> = inner
            .results
            .iter()
            .map(|e| shift_symbols(e, self.num_symbols, 0))
            .collect();
        let syms: Vec<AffineExpr> = (0..self.num_symbols).map(AffineExpr::Symbol).collect();
        self.replace_dims_and_symbols(&dims, &syms, inner.num_dims, num_symbols)
    }

    /// True when the map uses dimension `pos`.
    pub fn is_function_of_dim(&self, pos: u32) -> bool {
        self.results.iter().any(|e| uses_leaf(e, true, pos))
    }

    /// True when the map uses symbol `pos`.
    pub fn is_function_of_symbol(&self, pos: u32) -> bool {
        self.results.iter().any(|e| uses_leaf(e, false, pos))
    }

    /// MLIR's `partialConstantFold`: each result folded with the constant inputs `consts`
    /// (dimensions, then symbols; `None` when not constant). Returns the map with the
    /// results that folded made constants, and the constants of all results when every one
    /// folded. `poison` is set when an evaluated division or `mod` is undefined.
    pub fn partial_constant_fold(
        &self,
        consts: &[Option<i64>],
        poison: &mut bool,
    ) -> (AffineMap, Option<Vec<i64>>) {
        let mut all = Some(Vec::with_capacity(self.results.len()));
        let mut results = Vec::with_capacity(self.results.len());
        for e in self.results.iter() {
            match constant_fold(e, self.num_dims, consts, poison) {
                Some(c) => {
                    results.push(AffineExpr::Constant(c));
                    if let Some(v) = all.as_mut() {
                        v.push(c);
                    }
                }
                None => {
                    results.push(e.clone());
                    all = None;
                }
            }
        }
        (
            AffineMap::new(self.num_dims, self.num_symbols, results),
            all,
        )
    }
}

/// MLIR's `AffineExprConstantFolder`: the value of `e` when every dimension and symbol it
/// uses is a constant of `consts` (dimensions first, `num_dims` of them). Arithmetic wraps
/// as it does upstream; a `mod` by less than 1 or a division by 0 sets `poison`.
pub fn constant_fold(
    e: &AffineExpr,
    num_dims: u32,
    consts: &[Option<i64>],
    poison: &mut bool,
) -> Option<i64> {
    // post-order over an explicit stack: (node, children done)
    let mut work = vec![(e, false)];
    let mut vals: Vec<Option<i64>> = Vec::new();
    while let Some((e, done)) = work.pop() {
        match e {
            AffineExpr::Constant(c) => vals.push(Some(*c)),
            AffineExpr::Dim(i) => vals.push(consts.get(*i as usize).copied().flatten()),
            AffineExpr::Symbol(i) => {
                vals.push(consts.get((num_dims + i) as usize).copied().flatten())
            }
            AffineExpr::Binary { lhs, rhs, .. } if !done => {
                work.push((e, true));
                work.push((rhs, false));
                work.push((lhs, false));
            }
            AffineExpr::Binary { op, .. } => {
                let r = vals.pop().flatten();
                let l = vals.pop().flatten();
                let v = match (l, r) {
                    (Some(l), Some(r)) => eval_binary(*op, l, r, poison),
                    _ => None,
                };
                vals.push(v);
            }
        }
    }
    vals.pop().flatten()
}

/// One constant-folded binary operation (wrapping, as MLIR's `int64_t` arithmetic); `None`
/// with `poison` set for a `mod` by less than 1 or a division by 0.
pub fn eval_binary(op: AffineBinOp, l: i64, r: i64, poison: &mut bool) -> Option<i64> {
    match op {
        AffineBinOp::Add => Some(l.wrapping_add(r)),
        AffineBinOp::Mul => Some(l.wrapping_mul(r)),
        AffineBinOp::Mod => {
            if r < 1 {
                *poison = true;
                return None;
            }
            let m = l.wrapping_rem(r);
            Some(if m < 0 { m + r } else { m })
        }
        AffineBinOp::FloorDiv | AffineBinOp::CeilDiv => {
            if r == 0 {
                *poison = true;
                return None;
            }
            let q = l.wrapping_div(r);
            let rem = l.wrapping_rem(r);
            let adjust = rem != 0
                && if op == AffineBinOp::FloorDiv {
                    (rem < 0) != (r < 0)
                } else {
                    (rem < 0) == (r < 0)
                };
            Some(match (adjust, op) {
                (false, _) => q,
                (true, AffineBinOp::FloorDiv) => q.wrapping_sub(1),
                (true, _) => q.wrapping_add(1),
            })
        }
    }
}

// ------------------------------------------------------------------------------------------
// Flattening
// ------------------------------------------------------------------------------------------

/// A flattened expression: coefficients of dimensions (`0..nd`), symbols (`nd..nd+ns`) and
/// local terms (`nd+ns..`), zero ones left out, and the constant term.
#[derive(Clone, Default, Debug, PartialEq, Eq)]
pub struct FlatExpr {
    /// non-zero coefficients by column
    pub terms: BTreeMap<u32, i64>,
    /// the constant term
    pub constant: i64,
}

impl FlatExpr {
    fn scale(&mut self, c: i64) {
        for v in self.terms.values_mut() {
            *v = v.wrapping_mul(c);
        }
        self.terms.retain(|_, v| *v != 0);
        self.constant = self.constant.wrapping_mul(c);
    }

    fn add(&mut self, other: FlatExpr) {
        for (k, v) in other.terms {
            let e = self.terms.entry(k).or_insert(0);
            *e = e.wrapping_add(v);
            if *e == 0 {
                self.terms.remove(&k);
            }
        }
        self.constant = self.constant.wrapping_add(other.constant);
    }

    /// `gcd(start, |coefficients|, |constant|)`, as MLIR computes it.
    fn gcd_with(&self, start: u64) -> u64 {
        let g = self
            .terms
            .values()
            .fold(start, |g, &v| gcd(g, v.unsigned_abs()));
        gcd(g, self.constant.unsigned_abs())
    }

    fn divide(&mut self, g: i64) {
        for v in self.terms.values_mut() {
            *v = v.wrapping_div(g);
        }
        self.constant = self.constant.wrapping_div(g);
    }

    /// Lexicographic comparison of the dense forms `[columns.., constant]` of two flattened
    /// expressions without locals (MLIR compares such vectors to order min/max results).
    pub fn cmp_dense(&self, other: &FlatExpr) -> std::cmp::Ordering {
        let mut a = self.terms.iter().peekable();
        let mut b = other.terms.iter().peekable();
        loop {
            let (ka, kb) = (a.peek().map(|p| *p.0), b.peek().map(|p| *p.0));
            let (va, vb) = match (ka, kb) {
                (None, None) => return self.constant.cmp(&other.constant),
                (Some(x), Some(y)) if x == y => {
                    (a.next().map_or(0, |p| *p.1), b.next().map_or(0, |p| *p.1))
                }
                (Some(x), Some(y)) if x < y => (a.next().map_or(0, |p| *p.1), 0),
                (Some(_), None) => (a.next().map_or(0, |p| *p.1), 0),
                _ => (0, b.next().map_or(0, |p| *p.1)),
            };
            if va != vb {
                return va.cmp(&vb);
            }
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

/// MLIR's `SimpleAffineExprFlattener` for pure affine expressions.
struct Flattener {
    num_dims: u32,
    num_symbols: u32,
    locals: Vec<AffineExpr>,
    local_depth: Vec<u32>,
    local_ids: HashMap<AffineExpr, usize>,
    /// fail instead of adding a local quotient (for callers that reject locals)
    no_locals: bool,
}

impl Flattener {
    fn new(num_dims: u32, num_symbols: u32) -> Self {
        Flattener {
            num_dims,
            num_symbols,
            locals: Vec::new(),
            local_depth: Vec::new(),
            local_ids: HashMap::new(),
            no_locals: false,
        }
    }

    fn inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    /// The flat form of a leaf; `None` for a dimension or symbol out of range.
    fn flatten_leaf(&self, e: &AffineExpr) -> Option<FlatExpr> {
        match *e {
            AffineExpr::Constant(c) => Some(FlatExpr {
                terms: BTreeMap::new(),
                constant: c,
            }),
            AffineExpr::Dim(i) if i < self.num_dims => Some(leaf(i)),
            AffineExpr::Symbol(i) if i < self.num_symbols => Some(leaf(self.num_dims + i)),
            _ => None,
        }
    }

    fn combine(&mut self, op: AffineBinOp, mut l: FlatExpr, c: i64) -> Option<FlatExpr> {
        match op {
            AffineBinOp::Add => {
                l.add(FlatExpr {
                    terms: BTreeMap::new(),
                    constant: c,
                });
                Some(l)
            }
            AffineBinOp::Mul => {
                l.scale(c);
                Some(l)
            }
            AffineBinOp::Mod => self.flatten_mod(l, c),
            AffineBinOp::FloorDiv => self.flatten_div(l, c, false),
            AffineBinOp::CeilDiv => self.flatten_div(l, c, true),
        }
    }

    fn flatten_mod(&mut self, mut l: FlatExpr, c: i64) -> Option<FlatExpr> {
        if c <= 0 {
            return None;
        }
        if l.terms.values().all(|v| v % c == 0) && l.constant % c == 0 {
            return Some(FlatExpr::default());
        }
        let g = l.gcd_with(c as u64) as i64;
        let mut dividend = l.clone();
        if g != 1 {
            dividend.divide(g);
        }
        let divisor = c / g;
        if self.no_locals {
            return None;
        }
        let a = self.rebuild(&dividend)?;
        let q = a.floor_div(AffineExpr::Constant(divisor));
        let id = self.local_id(q, &dividend)?;
        // upstream sets (not adds) the quotient's coefficient, also when it is reused
        l.terms.insert(id, c.wrapping_neg());
        Some(l)
    }

    fn flatten_div(&mut self, mut l: FlatExpr, c: i64, ceil: bool) -> Option<FlatExpr> {
        if c <= 0 {
            return None;
        }
        let g = l.gcd_with(c as u64) as i64;
        if g != 1 {
            l.divide(g);
        }
        let divisor = c / g;
        if divisor == 1 {
            return Some(l);
        }
        if self.no_locals {
            return None;
        }
        let a = self.rebuild(&l)?;
        let b = AffineExpr::Constant(divisor);
        let q = if ceil { a.ceil_div(b) } else { a.floor_div(b) };
        let id = self.local_id(q, &l)?;
        let mut out = FlatExpr::default();
        out.terms.insert(id, 1);
        Some(out)
    }

    /// The column of the local term `q` (found, or added), its rebuilt dividend being `of`.
    fn local_id(&mut self, q: AffineExpr, of: &FlatExpr) -> Option<u32> {
        if let Some(&i) = self.local_ids.get(&q) {
            return Some(self.inputs() + i as u32);
        }
        let depth = self.depth_bound(of)? + 1;
        let i = self.locals.len();
        self.locals.push(q.clone());
        self.local_depth.push(depth);
        self.local_ids.insert(q, i);
        Some(self.inputs() + i as u32)
    }

    /// A bound on the depth of the expression rebuilt from `f`; `None` past the limit.
    fn depth_bound(&self, f: &FlatExpr) -> Option<u32> {
        let inputs = self.inputs();
        let deepest = f
            .terms
            .keys()
            .filter(|&&k| k >= inputs)
            .map(|&k| self.local_depth[(k - inputs) as usize])
            .max()
            .unwrap_or(0);
        let bound = f.terms.len() as u32 + deepest + 3;
        (bound <= MAX_EXPR_DEPTH).then_some(bound)
    }

    /// MLIR's `getAffineExprFromFlatForm`; `None` past the depth limit.
    fn rebuild(&self, f: &FlatExpr) -> Option<AffineExpr> {
        self.depth_bound(f)?;
        let mut expr = AffineExpr::Constant(0);
        for (&k, &c) in &f.terms {
            let id = if k < self.num_dims {
                AffineExpr::Dim(k)
            } else if k < self.inputs() {
                AffineExpr::Symbol(k - self.num_dims)
            } else {
                self.locals[(k - self.inputs()) as usize].clone()
            };
            expr = expr + id * AffineExpr::Constant(c);
        }
        if f.constant != 0 {
            expr = expr + AffineExpr::Constant(f.constant);
        }
        Some(expr)
    }
}

fn leaf(col: u32) -> FlatExpr {
    let mut terms = BTreeMap::new();
    terms.insert(col, 1);
    FlatExpr { terms, constant: 0 }
}

/// The flattened form of a pure affine `e` over `num_dims` dimensions and `num_symbols`
/// symbols, with the number of local quotients flattening introduced (some may have a zero
/// coefficient); `None` when it cannot be flattened (semi-affine, a non-positive divisor,
/// past the depth limit). Columns past `num_dims + num_symbols` are local quotients.
pub fn flatten_affine_expr(
    e: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
) -> Option<(FlatExpr, usize)> {
    let mut f = Flattener::new(num_dims, num_symbols);
    let flat = f.flatten_expr(e)?;
    Some((flat, f.locals.len()))
}

impl Flattener {
    /// The flat form of `e` (MLIR's `walkPostOrder` of the flattener), over an explicit
    /// stack; `None` for a semi-affine expression, a non-positive divisor, a dimension or
    /// symbol out of range, or a rebuilt local past the depth limit.
    fn flatten_expr(&mut self, e: &AffineExpr) -> Option<FlatExpr> {
        if depth_within(e, MAX_EXPR_DEPTH + 8).is_none() || !is_pure_affine(e) {
            return None;
        }
        let mut work = vec![(e, false)];
        let mut stack: Vec<FlatExpr> = Vec::new();
        while let Some((e, done)) = work.pop() {
            match e {
                AffineExpr::Binary { lhs, rhs, .. } if !done => {
                    work.push((e, true));
                    work.push((rhs, false));
                    work.push((lhs, false));
                }
                AffineExpr::Binary { op, lhs, rhs } => {
                    let r = stack.pop()?;
                    let mut l = stack.pop()?;
                    if *op == AffineBinOp::Add {
                        l.add(r);
                        stack.push(l);
                    } else if *op == AffineBinOp::Mul && rhs.as_constant().is_none() {
                        // a constant on the left: `c * x`
                        lhs.as_constant()?;
                        let mut r = r;
                        r.scale(l.constant);
                        stack.push(r);
                    } else {
                        stack.push(self.combine(*op, l, r.constant)?);
                    }
                }
                leaf_expr => stack.push(self.flatten_leaf(leaf_expr)?),
            }
        }
        stack.pop()
    }
}

/// The flattened form of a pure affine `e` when flattening needs no local quotient (MLIR's
/// callers that check the flattened size against `num_dims + num_symbols + 1`); stops at
/// the first quotient instead of building it.
pub fn flatten_without_locals(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> Option<FlatExpr> {
    let mut f = Flattener::new(num_dims, num_symbols);
    f.no_locals = true;
    f.flatten_expr(e)
}

/// MLIR's `getBoundForAffineExpr`: a constant bound (upper when `upper`, inclusive) of `e`
/// given constant bounds of its inputs (dimensions, then symbols); `None` when unknown. A
/// `floordiv`, `ceildiv` or `mod` by a positive constant is bounded through its left side;
/// anything else must flatten without local quotients.
pub fn bound_of_expr(
    e: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    lower: &[Option<i64>],
    upper_bounds: &[Option<i64>],
    upper: bool,
) -> Option<i64> {
    if let AffineExpr::Binary { op, lhs, rhs } = e {
        let c = rhs.as_constant();
        let bound = |is_upper: bool| {
            with_room(|| bound_of_expr(lhs, num_dims, num_symbols, lower, upper_bounds, is_upper))
        };
        let mut no = false;
        match op {
            AffineBinOp::FloorDiv | AffineBinOp::CeilDiv => {
                let c = c.filter(|&c| c >= 1)?;
                let b = bound(upper)?;
                return eval_binary(*op, b, c, &mut no);
            }
            AffineBinOp::Mod => {
                if let Some(c) = c.filter(|&c| c >= 1) {
                    let lb = bound(false);
                    let ub = bound(upper);
                    if let (Some(lb), Some(ub)) = (lb, ub) {
                        let fl = |v| eval_binary(AffineBinOp::FloorDiv, v, c, &mut false);
                        if fl(lb) == fl(ub) {
                            let v = if upper { ub } else { lb };
                            return eval_binary(AffineBinOp::Mod, v, c, &mut no);
                        }
                    }
                    return Some(if upper { c - 1 } else { 0 });
                }
            }
            _ => {}
        }
    }
    let flat = flatten_without_locals(e, num_dims, num_symbols)?;
    let mut bound: i64 = 0;
    for (&k, &coef) in &flat.terms {
        let b = if (coef > 0) == upper {
            upper_bounds.get(k as usize).copied().flatten()?
        } else {
            lower.get(k as usize).copied().flatten()?
        };
        bound = bound.wrapping_add(b.wrapping_mul(coef));
    }
    Some(bound.wrapping_add(flat.constant))
}

/// MLIR's `simplifyAffineExpr`: the pure affine `e` flattened and rebuilt (see the module
/// docs); `e` itself when it is semi-affine or cannot be flattened.
pub fn simplify_affine_expr(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let mut f = Flattener::new(num_dims, num_symbols);
    f.flatten_expr(e)
        .and_then(|flat| f.rebuild(&flat))
        .unwrap_or_else(|| e.clone())
}

/// MLIR's `simplifyAffineMap`: every result simplified by [`simplify_affine_expr`].
pub fn simplify_affine_map(map: &AffineMap) -> AffineMap {
    let results = map
        .results
        .iter()
        .map(|e| simplify_affine_expr(e, map.num_dims, map.num_symbols))
        .collect();
    AffineMap::new(map.num_dims, map.num_symbols, results)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ir::attributes::AttrKind;
    use crate::text::parser::Parser;
    use crate::text::printer::affine::{affine_expr_to_string, affine_map_to_string};
    use crate::Context;

    /// Parses `affine_map<...>`.
    pub(crate) fn parse_map(src: &str) -> AffineMap {
        let mut ctx = Context::new();
        let file = ctx.symbol("t");
        let mut p = Parser::new(&mut ctx, src.as_bytes(), 0, file, 1);
        let attr = p.parse_affine_map_attr().expect("valid map");
        match ctx.attr_kind(attr) {
            AttrKind::AffineMap(m) => m.clone(),
            _ => unreachable!(),
        }
    }

    /// (expression over d0, d1, what mlir-opt 22's canonicalizer makes of it).
    const SIMPLIFY_CASES: &[(&str, &str)] = &[
        ("(d0 * 4 + 8) floordiv 4", "d0 + 2"),
        ("(d0 * 4 + 8) ceildiv 4", "d0 + 2"),
        ("(d0 * 4 + 6) floordiv 4", "d0 + 1"),
        ("d0 mod 2 + (d0 floordiv 2) * 2", "d0"),
        ("d0 - (d0 floordiv 4) * 4", "d0 mod 4"),
        (
            "(d0 + d1) mod 3 + d1",
            "d0 + d1 * 2 - ((d0 + d1) floordiv 3) * 3",
        ),
        ("(d0 * 6 + d1 * 9) mod 3", "0"),
        ("(d0 * 6 + d1 * 9 + 2) mod 3", "2"),
        (
            "(d0 * 6 + d1 * 4) mod 8",
            "d0 * 6 + d1 * 4 - ((d0 * 3 + d1 * 2) floordiv 4) * 8",
        ),
        (
            "(d0 * 6 + d1 * 4) floordiv 8",
            "(d0 * 3 + d1 * 2) floordiv 4",
        ),
        ("(d0 floordiv 4) * 4 + d0 mod 4 + d1", "d0 + d1"),
        ("d1 + d0 + 3 + d0 * -1", "d1 + 3"),
        ("(d0 + 1) * 3 - d0 * 2", "d0 + 3"),
        ("(d0 floordiv 2) floordiv 3", "(d0 floordiv 2) floordiv 3"),
        ("(d0 mod 8) mod 4", "d0 mod 4"),
        ("(d0 ceildiv 3) + (d0 ceildiv 3) * 2", "(d0 ceildiv 3) * 3"),
        (
            "(d0 + d1 * 2) floordiv 2 + (d0 + d1 * 2) mod 2",
            "d0 + d1 - d0 floordiv 2",
        ),
        (
            "d0 floordiv 3 + d1 floordiv 5 - d0 floordiv 3",
            "d1 floordiv 5",
        ),
        // mlir-opt's canonicalizer goes on to `(d0 * 3) floordiv 2 - (d0 floordiv 2) * 3 + 1`
        // with `simplifyMapWithOperands` (the constant 2 is below the divisor 3 of `d0 * 3`)
        (
            "((d0 * 3 + 2) mod 6) floordiv 2",
            "(d0 * 3) floordiv 2 - ((d0 * 3 + 2) floordiv 6) * 3 + 1",
        ),
        ("(d0 - 1) ceildiv 2 + 7", "(d0 - 1) ceildiv 2 + 7"),
        ("d1 * 3 + d0 mod 5 - (d0 + 5) mod 5", "d1 * 3"),
        (
            "(d0 + d1) floordiv 4 * 2 + ((d1 + d0) mod 4) * 3",
            "d0 * 3 + d1 * 3 - ((d0 + d1) floordiv 4) * 10",
        ),
        ("d0 * 2 + d0 * -2", "0"),
        ("(d0 * 2) mod 2 + d1", "d1"),
        ("(d0 + 3) floordiv 3 - d0 floordiv 3", "1"),
        ("-(d0 floordiv 2) + d1", "d1 - d0 floordiv 2"),
        ("(d1 * 8 + d0 * 4) floordiv 4 - d1", "d0 + d1"),
        ("d0 * 9223372036854775807 + d0", "d0 * -9223372036854775808"),
    ];

    #[test]
    fn simplifies_as_mlir_opt() {
        for (input, expected) in SIMPLIFY_CASES {
            let map = parse_map(&format!("affine_map<(d0, d1) -> ({input})>"));
            let got = simplify_affine_expr(&map.results[0], 2, 0);
            assert_eq!(affine_expr_to_string(&got), *expected, "input: {input}");
        }
    }

    #[test]
    fn semi_affine_is_left_alone() {
        let map = parse_map("affine_map<(d0)[s0] -> (d0 mod s0 + d0 * s0)>");
        let got = simplify_affine_map(&map);
        assert_eq!(got, map);
    }

    #[test]
    fn replaces_shifts_and_composes() {
        let outer = parse_map("affine_map<(d0, d1)[s0] -> (d0 + d1 * 2 + s0)>");
        let inner = parse_map("affine_map<(d0)[s0] -> (d0 floordiv 2, d0 + s0)>");
        let composed = outer.compose(&inner).expect("composable");
        assert_eq!(
            affine_map_to_string(&composed),
            "(d0)[s0, s1] -> (d0 floordiv 2 + (d0 + s1) * 2 + s0)"
        );
        assert_eq!(
            affine_map_to_string(&simplify_affine_map(&composed)),
            "(d0)[s0, s1] -> (d0 * 2 + s0 + s1 * 2 + d0 floordiv 2)"
        );
        let shifted = inner.shift_dims(2).shift_symbols(1);
        assert_eq!(
            affine_map_to_string(&shifted),
            "(d0, d1, d2)[s0, s1] -> (d2 floordiv 2, d2 + s1)"
        );
        let e = &outer.results[0];
        let r = replace_leaf(e, &AffineExpr::Dim(1), &AffineExpr::Constant(3)).unwrap();
        assert_eq!(affine_expr_to_string(&r), "d0 + s0 + 6");
        assert!(outer.is_function_of_dim(1) && !inner.is_function_of_symbol(1));
    }

    #[test]
    fn constant_folds_with_poison() {
        let map = parse_map("affine_map<(d0)[s0] -> (d0 floordiv s0, d0 mod 3, 7)>");
        let mut poison = false;
        let (folded, all) = map.partial_constant_fold(&[Some(-7), None], &mut poison);
        assert_eq!(
            affine_map_to_string(&folded),
            "(d0)[s0] -> (d0 floordiv s0, 2, 7)"
        );
        assert!(all.is_none() && !poison);
        let (_, all) = map.partial_constant_fold(&[Some(-7), Some(2)], &mut poison);
        assert_eq!(all, Some(vec![-4, 2, 7]));
        map.partial_constant_fold(&[Some(1), Some(0)], &mut poison);
        assert!(poison);
    }

    #[test]
    fn depth_limit_gives_no_change() {
        // d0 + (d0 + (... )) with d0 replaced by a deep expression passes the limit.
        let mut deep = AffineExpr::Dim(0);
        for i in 0..MAX_EXPR_DEPTH {
            deep = AffineExpr::binary(AffineBinOp::Mul, deep, AffineExpr::Constant(2 + i as i64));
            deep = AffineExpr::Binary {
                op: AffineBinOp::FloorDiv,
                lhs: Box::new(deep),
                rhs: Box::new(AffineExpr::Constant(1)),
            };
            if expr_depth(&deep) >= MAX_EXPR_DEPTH - 1 {
                break;
            }
        }
        let d = expr_depth(&deep);
        assert!((MAX_EXPR_DEPTH - 1..=MAX_EXPR_DEPTH).contains(&d));
        assert!(replace_leaf(&deep, &AffineExpr::Dim(0), &deep).is_none());
        assert!(replace_dims_and_symbols(&deep, &[deep.clone()], &[]).is_none());
        // Simplifying a deep expression terminates with a result within the limit.
        let s = simplify_affine_expr(&deep, 1, 0);
        assert!(expr_depth(&s) <= MAX_EXPR_DEPTH);
    }

    #[test]
    fn wide_sums_stay_within_the_limit() {
        // A balanced sum of 4096 dimensions flattens to more terms than the depth limit
        // allows in a rebuilt chain: the expression is kept.
        let mut level: Vec<AffineExpr> = (0..4096).map(AffineExpr::Dim).collect();
        while level.len() > 1 {
            level = level
                .chunks(2)
                .map(|p| AffineExpr::Binary {
                    op: AffineBinOp::Add,
                    lhs: Box::new(p[0].clone()),
                    rhs: Box::new(p[1].clone()),
                })
                .collect();
        }
        let e = level.pop().unwrap();
        assert_eq!(simplify_affine_expr(&e, 4096, 0), e);
    }
}

//! Affine expressions, maps and integer sets, as in MLIR's `affine_map<...>` and
//! `affine_set<...>`.
//!
//! Expressions are simplified on construction the way MLIR does, so that printing a parsed map
//! gives the bytes `mlir-opt` prints.

/// Binary operator of an affine expression.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinOp {
    /// `+`
    Add,
    /// `*`
    Mul,
    /// `mod`
    Mod,
    /// `floordiv`
    FloorDiv,
    /// `ceildiv`
    CeilDiv,
}

/// An affine expression tree.
///
/// Trees may be as deep as the input makes them: every walk over one (the simplifying
/// constructors, comparison, hashing, cloning, printing) continues on a new stack segment when
/// the stack runs low ([`with_room`]), and dropping is iterative.
pub enum AffineExpr {
    /// `dN`
    Dim(u32),
    /// `sN`
    Symbol(u32),
    /// an integer constant
    Constant(i64),
    /// `lhs op rhs`
    Binary {
        /// operator
        op: AffineBinOp,
        /// left operand
        lhs: Box<AffineExpr>,
        /// right operand
        rhs: Box<AffineExpr>,
    },
}

impl Clone for AffineExpr {
    fn clone(&self) -> Self {
        match self {
            AffineExpr::Dim(i) => AffineExpr::Dim(*i),
            AffineExpr::Symbol(i) => AffineExpr::Symbol(*i),
            AffineExpr::Constant(c) => AffineExpr::Constant(*c),
            AffineExpr::Binary { op, lhs, rhs } => with_room(|| AffineExpr::Binary {
                op: *op,
                lhs: lhs.clone(),
                rhs: rhs.clone(),
            }),
        }
    }
}

impl PartialEq for AffineExpr {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (AffineExpr::Dim(a), AffineExpr::Dim(b))
            | (AffineExpr::Symbol(a), AffineExpr::Symbol(b)) => a == b,
            (AffineExpr::Constant(a), AffineExpr::Constant(b)) => a == b,
            (
                AffineExpr::Binary { op, lhs, rhs },
                AffineExpr::Binary {
                    op: op2,
                    lhs: lhs2,
                    rhs: rhs2,
                },
            ) => op == op2 && with_room(|| lhs == lhs2 && rhs == rhs2),
            _ => false,
        }
    }
}

impl Eq for AffineExpr {}

impl std::hash::Hash for AffineExpr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        match self {
            AffineExpr::Dim(i) => (0u8, *i).hash(state),
            AffineExpr::Symbol(i) => (1u8, *i).hash(state),
            AffineExpr::Constant(c) => (2u8, *c).hash(state),
            AffineExpr::Binary { op, lhs, rhs } => {
                (3u8, *op).hash(state);
                with_room(|| {
                    lhs.hash(state);
                    rhs.hash(state);
                })
            }
        }
    }
}

impl std::fmt::Debug for AffineExpr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AffineExpr::Dim(i) => f.debug_tuple("Dim").field(i).finish(),
            AffineExpr::Symbol(i) => f.debug_tuple("Symbol").field(i).finish(),
            AffineExpr::Constant(c) => f.debug_tuple("Constant").field(c).finish(),
            AffineExpr::Binary { op, lhs, rhs } => with_room(|| {
                f.debug_struct("Binary")
                    .field("op", op)
                    .field("lhs", lhs)
                    .field("rhs", rhs)
                    .finish()
            }),
        }
    }
}

/// Dropping takes the tree apart with a work list: no recursion on its depth.
impl Drop for AffineExpr {
    fn drop(&mut self) {
        let AffineExpr::Binary { lhs, rhs, .. } = self else {
            return;
        };
        let is_leaf = |e: &AffineExpr| !matches!(e, AffineExpr::Binary { .. });
        if is_leaf(lhs) && is_leaf(rhs) {
            return;
        }
        let take = |b: &mut Box<AffineExpr>| std::mem::replace(&mut **b, AffineExpr::Constant(0));
        let mut work = vec![take(lhs), take(rhs)];
        while let Some(mut e) = work.pop() {
            if let AffineExpr::Binary { lhs, rhs, .. } = &mut e {
                if !is_leaf(lhs) {
                    work.push(take(lhs));
                }
                if !is_leaf(rhs) {
                    work.push(take(rhs));
                }
            }
            // `e` now holds leaves only: dropping it does not recurse
        }
    }
}

/// `(d0, ..)[s0, ..] -> (results)`
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// number of dimensions
    pub num_dims: u32,
    /// number of symbols
    pub num_symbols: u32,
    /// result expressions
    pub results: Box<[AffineExpr]>,
}

/// `(d0, ..)[s0, ..] : (c0 >= 0, c1 == 0)`
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    /// number of dimensions
    pub num_dims: u32,
    /// number of symbols
    pub num_symbols: u32,
    /// constraint expressions, each compared against zero
    pub constraints: Box<[AffineExpr]>,
    /// `true` where the constraint is `== 0`, `false` for `>= 0`
    pub eq_flags: Box<[bool]>,
}

use super::stack::with_room;

/// Floor division; `None` for a zero divisor or on overflow.
fn floor_div_i64(lhs: i64, rhs: i64) -> Option<i64> {
    let q = lhs.checked_div(rhs)?;
    let r = lhs % rhs;
    Some(if r != 0 && ((r < 0) != (rhs < 0)) {
        q - 1
    } else {
        q
    })
}

/// Ceiling division; `None` for a zero divisor or on overflow.
fn ceil_div_i64(lhs: i64, rhs: i64) -> Option<i64> {
    let q = lhs.checked_div(rhs)?;
    let r = lhs % rhs;
    Some(if r != 0 && ((r < 0) == (rhs < 0)) {
        q + 1
    } else {
        q
    })
}

/// Non-negative remainder for a positive divisor.
fn mod_i64(lhs: i64, rhs: i64) -> i64 {
    let r = lhs.wrapping_rem(rhs);
    if r < 0 {
        r + rhs
    } else {
        r
    }
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl AffineExpr {
    /// `(op, lhs, rhs)` of a binary expression, taken apart; the expression itself otherwise.
    pub fn into_parts(mut self) -> Result<(AffineBinOp, AffineExpr, AffineExpr), AffineExpr> {
        match &mut self {
            AffineExpr::Binary { op, lhs, rhs } => {
                let op = *op;
                let lhs = std::mem::replace(&mut **lhs, AffineExpr::Constant(0));
                let rhs = std::mem::replace(&mut **rhs, AffineExpr::Constant(0));
                Ok((op, lhs, rhs))
            }
            _ => Err(self),
        }
    }

    /// A binary node without simplification.
    fn raw(op: AffineBinOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::Binary {
            op,
            lhs: Box::new(lhs),
            rhs: Box::new(rhs),
        }
    }

    /// The constant value, if this is a constant.
    pub fn as_constant(&self) -> Option<i64> {
        match self {
            AffineExpr::Constant(c) => Some(*c),
            _ => None,
        }
    }

    /// `(op, lhs, rhs)` if this is a binary expression.
    fn as_binary(&self) -> Option<(AffineBinOp, &AffineExpr, &AffineExpr)> {
        match self {
            AffineExpr::Binary { op, lhs, rhs } => Some((*op, lhs, rhs)),
            _ => None,
        }
    }

    /// True when the expression uses no dimension (only symbols and constants).
    ///
    /// The tree is searched breadth first, without recursion: the answer is `false` as soon as
    /// the shallowest dimension is met, whichever side it leans to.
    pub fn is_symbolic_or_constant(&self) -> bool {
        let (lhs, rhs) = match self {
            AffineExpr::Dim(_) => return false,
            AffineExpr::Symbol(_) | AffineExpr::Constant(_) => return true,
            AffineExpr::Binary { lhs, rhs, .. } => (lhs, rhs),
        };
        let mut queue = std::collections::VecDeque::new();
        queue.push_back(&**lhs);
        queue.push_back(&**rhs);
        while let Some(e) = queue.pop_front() {
            match e {
                AffineExpr::Dim(_) => return false,
                AffineExpr::Symbol(_) | AffineExpr::Constant(_) => {}
                AffineExpr::Binary { lhs, rhs, .. } => {
                    queue.push_back(lhs);
                    queue.push_back(rhs);
                }
            }
        }
        true
    }

    /// The largest integer known to divide the expression (MLIR's `getLargestKnownDivisor`).
    pub fn largest_known_divisor(&self) -> i64 {
        with_room(|| self.largest_known_divisor_here())
    }

    fn largest_known_divisor_here(&self) -> i64 {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
            AffineExpr::Constant(c) => c.wrapping_abs(),
            AffineExpr::Binary { op, lhs, rhs } => match op {
                AffineBinOp::FloorDiv | AffineBinOp::CeilDiv => match rhs.as_constant() {
                    Some(r) if r != 0 => {
                        let l = lhs.largest_known_divisor();
                        if l.wrapping_rem(r) == 0 {
                            l.wrapping_div(r)
                        } else {
                            1
                        }
                    }
                    _ => 1,
                },
                AffineBinOp::Mul => lhs
                    .largest_known_divisor()
                    .wrapping_mul(rhs.largest_known_divisor()),
                AffineBinOp::Add | AffineBinOp::Mod => gcd_u64(
                    lhs.largest_known_divisor() as u64,
                    rhs.largest_known_divisor() as u64,
                ) as i64,
            },
        }
    }

    /// Builds `lhs op rhs`, simplified the way MLIR does on construction.
    pub fn binary(op: AffineBinOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match op {
            AffineBinOp::Add => lhs + rhs,
            AffineBinOp::Mul => lhs * rhs,
            AffineBinOp::FloorDiv => lhs.floor_div(rhs),
            AffineBinOp::CeilDiv => lhs.ceil_div(rhs),
            AffineBinOp::Mod => lhs % rhs,
        }
    }

    fn simplify_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        with_room(|| match Self::try_simplify_add(lhs, rhs) {
            Ok(e) => e,
            Err((lhs, rhs)) => Self::raw(AffineBinOp::Add, lhs, rhs),
        })
    }

    /// MLIR's `simplifyAdd`: the simplified sum, or the operands back when no rule applies.
    fn try_simplify_add(
        lhs: AffineExpr,
        rhs: AffineExpr,
    ) -> Result<AffineExpr, (AffineExpr, AffineExpr)> {
        let lc = lhs.as_constant();
        let rc = rhs.as_constant();
        if let (Some(a), Some(b)) = (lc, rc) {
            return match a.checked_add(b) {
                Some(s) => Ok(AffineExpr::Constant(s)),
                None => Err((lhs, rhs)),
            };
        }
        // Constants and then symbolic terms go to the right.
        if lc.is_some() || (!rhs.is_symbolic_or_constant() && lhs.is_symbolic_or_constant()) {
            return Ok(rhs + lhs);
        }
        if rc == Some(0) {
            return Ok(lhs);
        }
        // Bare dimensions (or bare symbols) are ordered by position: d1 + d0 -> d0 + d1.
        if let (AffineExpr::Dim(a), AffineExpr::Dim(b))
        | (AffineExpr::Symbol(a), AffineExpr::Symbol(b)) = (&lhs, &rhs)
        {
            if a > b {
                return Ok(rhs + lhs);
            }
        }
        // (x + c1) + c2 -> x + (c1 + c2)
        if let (Some(c2), Some((AffineBinOp::Add, _, lr))) = (rc, lhs.as_binary()) {
            if let Some(c1) = lr.as_constant() {
                return match lhs.into_parts() {
                    Ok((_, ll, _)) => Ok(ll + AffineExpr::Constant(c1.wrapping_add(c2))),
                    Err(lhs) => Err((lhs, rhs)),
                };
            }
        }
        // c1 * x + c2 * x -> x * (c1 + c2)
        let (first, c1) = match lhs.as_binary() {
            Some((AffineBinOp::Mul, l, r)) if r.as_constant().is_some() => {
                (l, r.as_constant().unwrap_or(1))
            }
            _ => (&lhs, 1),
        };
        let (second, c2) = match rhs.as_binary() {
            Some((AffineBinOp::Mul, l, r)) if r.as_constant().is_some() => {
                (l, r.as_constant().unwrap_or(1))
            }
            _ => (&rhs, 1),
        };
        if first == second {
            let f = first.clone();
            return Ok(f * AffineExpr::Constant(c1.wrapping_add(c2)));
        }
        // (x + c) + y -> (x + y) + c
        if let Some((AffineBinOp::Add, _, lr)) = lhs.as_binary() {
            if let Some(c) = lr.as_constant() {
                return match lhs.into_parts() {
                    Ok((_, ll, _)) => Ok((ll + rhs) + AffineExpr::Constant(c)),
                    Err(lhs) => Err((lhs, rhs)),
                };
            }
        }
        // x + (x floordiv q) * q * -1 -> x mod q
        let (rl, rr) = match rhs.as_binary() {
            Some((_, rl, rr)) => (rl, rr),
            None => return Err((lhs, rhs)),
        };
        if rr.as_constant() == Some(-1) {
            if let Some((AffineBinOp::Mul, fl, q)) = rl.as_binary() {
                match fl.as_binary() {
                    Some((AffineBinOp::FloorDiv, x, q2)) => {
                        if q2 == q && *x == lhs {
                            let q = q.clone();
                            return Ok(lhs % q);
                        }
                    }
                    _ => return Err((lhs, rhs)),
                }
            }
        }
        // x + (x floordiv c) * -c -> x mod c, for a positive constant c.
        let is_mul = matches!(
            rhs,
            AffineExpr::Binary {
                op: AffineBinOp::Mul,
                ..
            }
        );
        let (x, q) = match rl.as_binary() {
            Some((AffineBinOp::FloorDiv, x, q)) if is_mul => (x, q),
            _ => return Err((lhs, rhs)),
        };
        if q.as_constant().is_some_and(|c| c > 0)
            && *x == lhs
            && *q == rr.clone() * AffineExpr::Constant(-1)
        {
            let q = q.clone();
            return Ok(lhs % q);
        }
        // (a + b) + (x floordiv c) * k: try to combine the product with `b`.
        match lhs.into_parts() {
            Ok((AffineBinOp::Add, a, b)) => match Self::try_simplify_add(b, rhs) {
                Ok(sum) => Ok(a + sum),
                Err((b, rhs)) => Err((Self::raw(AffineBinOp::Add, a, b), rhs)),
            },
            Ok((op, a, b)) => Err((Self::raw(op, a, b), rhs)),
            Err(lhs) => Err((lhs, rhs)),
        }
    }

    fn simplify_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        with_room(|| Self::simplify_mul_here(lhs, rhs))
    }

    fn simplify_mul_here(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let lc = lhs.as_constant();
        let rc = rhs.as_constant();
        if let (Some(a), Some(b)) = (lc, rc) {
            return match a.checked_mul(b) {
                Some(p) => AffineExpr::Constant(p),
                None => Self::raw(AffineBinOp::Mul, lhs, rhs),
            };
        }
        // The constant or symbolic operand goes to the right.
        if lc.is_some() || !rhs.is_symbolic_or_constant() {
            if !lhs.is_symbolic_or_constant() {
                // Not affine: callers check this; keep it as written.
                return Self::raw(AffineBinOp::Mul, lhs, rhs);
            }
            return rhs * lhs;
        }
        if let (AffineExpr::Symbol(a), AffineExpr::Symbol(b)) = (&lhs, &rhs) {
            if a > b {
                return rhs * lhs;
            }
        }
        match rc {
            Some(1) => return lhs,
            Some(0) => return AffineExpr::Constant(0),
            _ => {}
        }
        if let Some((AffineBinOp::Mul, _, lr)) = lhs.as_binary() {
            if let Some(c1) = lr.as_constant() {
                // (x * c1) * c2 -> x * (c1 * c2); (x * c) * y -> (x * y) * c
                return match (lhs.into_parts(), rc) {
                    (Ok((_, ll, _)), Some(c2)) => ll * AffineExpr::Constant(c1.wrapping_mul(c2)),
                    (Ok((_, ll, _)), None) => (ll * rhs) * AffineExpr::Constant(c1),
                    (Err(lhs), _) => Self::raw(AffineBinOp::Mul, lhs, rhs),
                };
            }
        }
        Self::raw(AffineBinOp::Mul, lhs, rhs)
    }

    /// `self floordiv rhs`, simplified as MLIR does.
    pub fn floor_div(self, rhs: AffineExpr) -> AffineExpr {
        with_room(|| self.floor_div_here(rhs))
    }

    fn floor_div_here(self, rhs: AffineExpr) -> AffineExpr {
        if let (Some(l), Some(r)) = (self.as_constant(), rhs.as_constant()) {
            if let Some(q) = floor_div_i64(l, r) {
                return AffineExpr::Constant(q);
            }
        }
        let c = match rhs.as_constant() {
            Some(c) if c != 0 => c,
            _ => return Self::raw(AffineBinOp::FloorDiv, self, rhs),
        };
        if c == 1 {
            return self;
        }
        match self.as_binary() {
            Some((AffineBinOp::Mul, _, lr)) => {
                if let Some(k) = lr.as_constant() {
                    if k.checked_rem(c) == Some(0) {
                        return match self.into_parts() {
                            Ok((_, ll, _)) => ll * AffineExpr::Constant(k.wrapping_div(c)),
                            Err(lhs) => Self::raw(AffineBinOp::FloorDiv, lhs, rhs),
                        };
                    }
                }
            }
            Some((AffineBinOp::Add, ll, lr))
                if ll.largest_known_divisor().checked_rem(c) == Some(0)
                    || lr.largest_known_divisor().checked_rem(c) == Some(0) =>
            {
                return match self.into_parts() {
                    Ok((_, ll, lr)) => {
                        ll.floor_div(AffineExpr::Constant(c))
                            + lr.floor_div(AffineExpr::Constant(c))
                    }
                    Err(lhs) => Self::raw(AffineBinOp::FloorDiv, lhs, rhs),
                };
            }
            _ => {}
        }
        Self::raw(AffineBinOp::FloorDiv, self, rhs)
    }

    /// `self ceildiv rhs`, simplified as MLIR does.
    pub fn ceil_div(self, rhs: AffineExpr) -> AffineExpr {
        with_room(|| self.ceil_div_here(rhs))
    }

    fn ceil_div_here(self, rhs: AffineExpr) -> AffineExpr {
        if let (Some(l), Some(r)) = (self.as_constant(), rhs.as_constant()) {
            if let Some(q) = ceil_div_i64(l, r) {
                return AffineExpr::Constant(q);
            }
        }
        let c = match rhs.as_constant() {
            Some(c) if c != 0 => c,
            _ => return Self::raw(AffineBinOp::CeilDiv, self, rhs),
        };
        if c == 1 {
            return self;
        }
        if let Some((AffineBinOp::Mul, _, lr)) = self.as_binary() {
            if let Some(k) = lr.as_constant() {
                if k.checked_rem(c) == Some(0) {
                    return match self.into_parts() {
                        Ok((_, ll, _)) => ll * AffineExpr::Constant(k.wrapping_div(c)),
                        Err(lhs) => Self::raw(AffineBinOp::CeilDiv, lhs, rhs),
                    };
                }
            }
        }
        Self::raw(AffineBinOp::CeilDiv, self, rhs)
    }

    fn simplify_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        with_room(|| Self::simplify_mod_here(lhs, rhs))
    }

    fn simplify_mod_here(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let c = match rhs.as_constant() {
            Some(c) if c >= 1 => c,
            _ => return Self::raw(AffineBinOp::Mod, lhs, rhs),
        };
        if let Some(l) = lhs.as_constant() {
            return AffineExpr::Constant(mod_i64(l, c));
        }
        if lhs.largest_known_divisor() % c == 0 {
            return AffineExpr::Constant(0);
        }
        match lhs.as_binary() {
            Some((AffineBinOp::Add, ll, lr)) => {
                let lhs_multiple = ll.largest_known_divisor() % c == 0;
                let rhs_multiple = lr.largest_known_divisor() % c == 0;
                if lhs_multiple || rhs_multiple {
                    return match lhs.into_parts() {
                        Ok((_, ll, lr)) => {
                            let keep = if lhs_multiple { lr } else { ll };
                            keep % AffineExpr::Constant(c)
                        }
                        Err(lhs) => Self::raw(AffineBinOp::Mod, lhs, rhs),
                    };
                }
            }
            Some((AffineBinOp::Mod, _, lr)) => {
                if let Some(k) = lr.as_constant() {
                    if k >= 1 && mod_i64(k, c) == 0 {
                        return match lhs.into_parts() {
                            Ok((_, ll, _)) => ll % AffineExpr::Constant(c),
                            Err(lhs) => Self::raw(AffineBinOp::Mod, lhs, rhs),
                        };
                    }
                }
            }
            _ => {}
        }
        Self::raw(AffineBinOp::Mod, lhs, rhs)
    }
}

impl std::ops::Add for AffineExpr {
    type Output = AffineExpr;
    /// `self + rhs`, simplified as MLIR does.
    fn add(self, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::simplify_add(self, rhs)
    }
}

impl std::ops::Mul for AffineExpr {
    type Output = AffineExpr;
    /// `self * rhs`, simplified as MLIR does.
    fn mul(self, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::simplify_mul(self, rhs)
    }
}

impl std::ops::Rem for AffineExpr {
    type Output = AffineExpr;
    /// `self mod rhs`, simplified as MLIR does.
    fn rem(self, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::simplify_mod(self, rhs)
    }
}

impl std::ops::Neg for AffineExpr {
    type Output = AffineExpr;
    /// `self * -1`.
    fn neg(self) -> AffineExpr {
        self * AffineExpr::Constant(-1)
    }
}

impl std::ops::Sub for AffineExpr {
    type Output = AffineExpr;
    /// `self + rhs * -1`.
    fn sub(self, rhs: AffineExpr) -> AffineExpr {
        self + (-rhs)
    }
}

impl AffineMap {
    /// True when the map has one result per dimension and result `i` is `di` (symbols are
    /// ignored), the layouts MLIR drops from memref types.
    pub fn is_identity(&self) -> bool {
        self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| *e == AffineExpr::Dim(i as u32))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::printer::affine::affine_expr_to_string;

    fn d(i: u32) -> AffineExpr {
        AffineExpr::Dim(i)
    }
    fn s(i: u32) -> AffineExpr {
        AffineExpr::Symbol(i)
    }
    fn c(v: i64) -> AffineExpr {
        AffineExpr::Constant(v)
    }
    fn show(e: AffineExpr) -> String {
        affine_expr_to_string(&e)
    }

    #[test]
    fn simplifies_like_mlir() {
        // Expected strings are what mlir-opt 22 prints for the same constructions.
        assert_eq!(show(c(2) * d(0)), "d0 * 2");
        assert_eq!(show(d(0) + c(1) + c(2)), "d0 + 3");
        assert_eq!(show(d(0) - d(1)), "d0 - d1");
        assert_eq!(show(d(0) * c(-1)), "-d0");
        assert_eq!(show(d(1) + d(0)), "d0 + d1");
        assert_eq!(show(s(1) * s(0)), "s0 * s1");
        assert_eq!(show(s(0) + d(0)), "d0 + s0");
        assert_eq!(show(d(0) + d(0)), "d0 * 2");
        assert_eq!(show((d(0) * c(4)) % c(2)), "0");
        assert_eq!(show((d(0) * c(6)).floor_div(c(3))), "d0 * 2");
        assert_eq!(
            show((d(0) * c(8) + c(4)).ceil_div(c(4))),
            "(d0 * 8 + 4) ceildiv 4"
        );
        assert_eq!(show((d(0) + c(3)) % c(3)), "d0 mod 3");
        assert_eq!(show((d(0) % c(8)) % c(4)), "d0 mod 4");
        assert_eq!(show(d(0) - d(0).floor_div(c(4)) * c(4)), "d0 mod 4");
        assert_eq!(show(c(7).floor_div(c(-2))), "-4");
        assert_eq!(show(c(7) % c(-2)), "7 mod -2");
        assert_eq!(show(c(i64::MAX) + c(1)), "9223372036854775807 + 1");
        assert_eq!(show(c(i64::MIN) * c(-1)), "--9223372036854775808");
        assert_eq!(show(d(0) * s(0) * c(2)), "(d0 * s0) * 2");
        assert_eq!(show(-(d(0) + c(1))), "-(d0 + 1)");
        assert_eq!(show(d(0) - (d(1) - c(2))), "d0 - (d1 - 2)");
        assert_eq!(
            show(d(1) - d(0).floor_div(c(2)) * c(3)),
            "d1 - (d0 floordiv 2) * 3"
        );
    }

    #[test]
    fn divisors_and_identity() {
        assert_eq!((d(0) * c(4) + d(1) * c(6)).largest_known_divisor(), 2);
        assert_eq!(c(i64::MIN).largest_known_divisor(), i64::MIN);
        let id = AffineMap {
            num_dims: 2,
            num_symbols: 1,
            results: vec![d(0), d(1)].into_boxed_slice(),
        };
        assert!(id.is_identity());
        let perm = AffineMap {
            num_dims: 2,
            num_symbols: 0,
            results: vec![d(1), d(0)].into_boxed_slice(),
        };
        assert!(!perm.is_identity());
    }
}

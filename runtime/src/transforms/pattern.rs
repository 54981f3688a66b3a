//! Typed rewrite patterns (MLIR's `OpRewritePattern<T>`) and the [`PatternSet`] that holds
//! them.
//!
//! A pattern names the ops it applies to by type: its [`RewritePattern::Root`] is a generated
//! op handle (`AddIOp`), and the driver tries it on the ops registered with that handle type,
//! passing the op already typed; with [`Op`] as the root the pattern is tried on every op. A
//! pattern changes the IR only through the [`Rewriter`] it is given (see
//! [`crate::transforms::rewriter`]: the driver checks it).
//!
//! ```
//! use ods_runtime::transforms::rewrite::{PatternSet, RewritePattern, Rewriter};
//! use ods_runtime::Op;
//!
//! /// Erases ops without results or regions that nothing uses (tried on every op).
//! struct EraseNothing;
//!
//! impl RewritePattern for EraseNothing {
//!     type Root = Op;
//!     fn name(&self) -> &'static str {
//!         "erase-nothing"
//!     }
//!     fn match_and_rewrite(&self, _op: Op, _rw: &mut Rewriter<'_>) -> bool {
//!         false
//!     }
//! }
//!
//! let mut set = PatternSet::new();
//! set.add(EraseNothing);
//! assert_eq!(set.names().collect::<Vec<_>>(), ["erase-nothing"]);
//! ```
//!
//! Plain functions are patterns too: [`PatternSet::add_fn`] takes
//! `fn(AddIOp, &mut Rewriter<'_>) -> bool` and roots the pattern at the function's first
//! parameter type.

use std::any::TypeId;

use crate::ir::context::Context;
use crate::ir::ops::OpHandle;
use crate::ir::registry::CanonicalizeFn;
use crate::ir::Op;
use crate::transforms::rewriter::Rewriter;

/// What a pattern's root can be: a generated op handle type (the pattern is tried on the ops
/// registered with that type) or [`Op`] (tried on every op). Implemented for both; not
/// implementable elsewhere.
pub trait PatternRoot: sealed::Root + Copy + 'static {}

impl PatternRoot for Op {}
impl<T: OpHandle> PatternRoot for T {}

mod sealed {
    use super::*;

    /// Where a pattern applies, as the driver resolves it.
    #[doc(hidden)]
    #[derive(Clone, Copy, Debug)]
    pub enum RootSpec {
        /// every op
        Any,
        /// the op registered with this handle type (named `name`)
        Type {
            /// the handle's op name
            name: &'static str,
            /// the handle type
            id: TypeId,
        },
        /// the op registered at this index of the registry (an op's `canonicalize` method)
        Registered(u32),
    }

    #[doc(hidden)]
    pub trait Root {
        fn spec() -> RootSpec;
        fn from_op(op: Op) -> Self;
    }

    impl Root for Op {
        fn spec() -> RootSpec {
            RootSpec::Any
        }
        fn from_op(op: Op) -> Self {
            op
        }
    }

    impl<T: OpHandle> Root for T {
        fn spec() -> RootSpec {
            RootSpec::Type {
                name: T::NAME,
                id: TypeId::of::<T>(),
            }
        }
        fn from_op(op: Op) -> Self {
            T::from_op_unchecked(op)
        }
    }
}

pub(crate) use sealed::RootSpec;

/// A rewrite pattern rooted at ops of type [`RewritePattern::Root`] (MLIR's
/// `OpRewritePattern<Root>`).
pub trait RewritePattern: 'static {
    /// The ops the pattern is tried on: an op handle type, or [`Op`] for every op.
    type Root: PatternRoot;

    /// A name for debugging and reports.
    fn name(&self) -> &'static str;

    /// MLIR's debug name of the pattern: the qualified name of its C++ class as
    /// `llvm::getTypeName` spells it (`(anonymous namespace)::AddIAddConstant`), which
    /// `canonicalize{disable-patterns=...}` and `enable-patterns` match; empty (the default)
    /// for what MLIR builds from a plain function, which has none.
    fn debug_name(&self) -> &'static str {
        ""
    }

    /// Patterns with a higher benefit are tried first (on ties: op-specific patterns before
    /// any-op ones, then in the order they were added).
    fn benefit(&self) -> u16 {
        1
    }

    /// Rewrites the IR around `op` through `rw` and returns `true`, or returns `false`
    /// without changing anything. The IR must be valid afterwards.
    fn match_and_rewrite(&self, op: Self::Root, rw: &mut Rewriter<'_>) -> bool;
}

/// A pattern made of a function (see [`PatternSet::add_fn`]).
#[derive(Clone, Copy)]
pub struct FnPattern<R: PatternRoot> {
    name: &'static str,
    debug_name: &'static str,
    benefit: u16,
    f: fn(R, &mut Rewriter<'_>) -> bool,
}

impl<R: PatternRoot> FnPattern<R> {
    /// The pattern `name` with `benefit` that runs `f`, rooted at `f`'s first parameter type.
    pub const fn new(
        name: &'static str,
        benefit: u16,
        f: fn(R, &mut Rewriter<'_>) -> bool,
    ) -> Self {
        FnPattern {
            name,
            debug_name: "",
            benefit,
            f,
        }
    }

    /// The pattern with MLIR's debug name `debug_name` (see [`RewritePattern::debug_name`]).
    pub const fn with_debug_name(mut self, debug_name: &'static str) -> Self {
        self.debug_name = debug_name;
        self
    }
}

impl<R: PatternRoot> RewritePattern for FnPattern<R> {
    type Root = R;
    fn name(&self) -> &'static str {
        self.name
    }
    fn debug_name(&self) -> &'static str {
        self.debug_name
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn match_and_rewrite(&self, op: R, rw: &mut Rewriter<'_>) -> bool {
        (self.f)(op, rw)
    }
}

/// A pattern with its root type erased, as the set stores it.
pub(crate) trait ErasedPattern {
    fn name(&self) -> &'static str;
    fn debug_name(&self) -> &'static str;
    fn benefit(&self) -> u16;
    fn root(&self) -> RootSpec;
    fn apply(&self, op: Op, rw: &mut Rewriter<'_>) -> bool;
}

impl<P: RewritePattern> ErasedPattern for P {
    fn name(&self) -> &'static str {
        RewritePattern::name(self)
    }
    fn debug_name(&self) -> &'static str {
        RewritePattern::debug_name(self)
    }
    fn benefit(&self) -> u16 {
        RewritePattern::benefit(self)
    }
    fn root(&self) -> RootSpec {
        <P::Root as sealed::Root>::spec()
    }
    fn apply(&self, op: Op, rw: &mut Rewriter<'_>) -> bool {
        self.match_and_rewrite(<P::Root as sealed::Root>::from_op(op), rw)
    }
}

/// An op's `canonicalize` method as a pattern rooted at the op's registration.
pub(crate) struct MethodPattern {
    pub(crate) index: u32,
    pub(crate) method: CanonicalizeFn,
}

impl ErasedPattern for MethodPattern {
    fn name(&self) -> &'static str {
        "canonicalize"
    }
    /// MLIR adds an op's `canonicalize` method as a function pattern, without a debug name.
    fn debug_name(&self) -> &'static str {
        ""
    }
    fn benefit(&self) -> u16 {
        1
    }
    fn root(&self) -> RootSpec {
        RootSpec::Registered(self.index)
    }
    fn apply(&self, op: Op, rw: &mut Rewriter<'_>) -> bool {
        (self.method)(rw, op)
    }
}

/// A set of rewrite patterns, stored with their root types erased.
#[derive(Default)]
pub struct PatternSet {
    pub(crate) patterns: Vec<Box<dyn ErasedPattern>>,
    /// the last [`PatternIndex`] built for this set, by (context uid, registry size, number
    /// of patterns): a set reused for many driver runs (a pass running on every function)
    /// resolves its roots once
    index: std::sync::Mutex<Option<(IndexKey, std::sync::Arc<PatternIndex>)>>,
}

/// What a [`PatternIndex`] depends on: the context (its uid), its registry (ops are only
/// added) and the set's patterns (only added).
type IndexKey = (u64, usize, usize);

impl std::fmt::Debug for PatternSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.names()).finish()
    }
}

impl PatternSet {
    /// An empty set.
    pub fn new() -> Self {
        PatternSet::default()
    }

    /// Adds a pattern.
    pub fn add<P: RewritePattern>(&mut self, pattern: P) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds the function `f` as the pattern `name` with `benefit`, rooted at the type of
    /// `f`'s first parameter (an op handle, or [`Op`] for every op).
    pub fn add_fn<R: PatternRoot>(
        &mut self,
        name: &'static str,
        benefit: u16,
        f: fn(R, &mut Rewriter<'_>) -> bool,
    ) -> &mut Self {
        self.add(FnPattern::new(name, benefit, f))
    }

    /// Adds the function `f` as a pattern MLIR defines as a C++ class: `debug_name` is the
    /// class's qualified name as `llvm::getTypeName` spells it
    /// (`(anonymous namespace)::AddIAddConstant`, see [`RewritePattern::debug_name`]); the
    /// pattern's [`RewritePattern::name`] is its last `::` component.
    pub fn add_named<R: PatternRoot>(
        &mut self,
        debug_name: &'static str,
        benefit: u16,
        f: fn(R, &mut Rewriter<'_>) -> bool,
    ) -> &mut Self {
        let name = debug_name.rsplit("::").next().unwrap_or(debug_name);
        self.add(FnPattern::new(name, benefit, f).with_debug_name(debug_name))
    }

    /// Keeps the patterns `canonicalize` keeps with its `disable-patterns` and
    /// `enable-patterns` options (as MLIR freezes a pattern set with them): a pattern whose
    /// debug name is in `disabled` goes; when `enabled` is not empty, only the patterns whose
    /// debug name is in it stay (so patterns without a debug name go).
    pub fn filter_by_debug_name(&mut self, disabled: &[String], enabled: &[String]) {
        if disabled.is_empty() && enabled.is_empty() {
            return;
        }
        self.patterns.retain(|p| {
            let name = p.debug_name();
            !disabled.iter().any(|d| d == name)
                && (enabled.is_empty() || enabled.iter().any(|e| e == name))
        });
        *self.index.get_mut().unwrap_or_else(|e| e.into_inner()) = None;
    }

    /// The debug names of the patterns (see [`RewritePattern::debug_name`]), in the order
    /// they were added.
    pub fn debug_names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.patterns.iter().map(|p| p.debug_name())
    }

    pub(crate) fn add_erased(&mut self, pattern: Box<dyn ErasedPattern>) {
        self.patterns.push(pattern);
    }

    /// The names of the patterns, in the order they were added.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.patterns.iter().map(|p| p.name())
    }

    /// The name and benefit of each pattern, in the order they were added.
    pub fn entries(&self) -> impl Iterator<Item = (&'static str, u16)> + '_ {
        self.patterns.iter().map(|p| (p.name(), p.benefit()))
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// True when the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

/// The patterns of a set indexed by the registered op they apply to, each list sorted by
/// decreasing benefit (stable), for the driver.
pub(crate) struct FrozenPatterns<'s> {
    set: &'s PatternSet,
    index: std::sync::Arc<PatternIndex>,
}

/// The patterns of a set by root op, for one context.
struct PatternIndex {
    /// pattern indices by registry index of the root op
    by_root: Vec<Vec<u32>>,
    /// pattern indices of the any-op patterns
    any: Vec<u32>,
}

impl<'s> FrozenPatterns<'s> {
    /// Resolves the roots of `set` against the registry of `ctx` (see [`PatternIndex::new`]),
    /// or reuses the resolution of the set's previous run on the same context.
    pub(crate) fn new(ctx: &Context, set: &'s PatternSet) -> Self {
        let key = (ctx.uid(), ctx.registry.ops.len(), set.patterns.len());
        let mut cached = set.index.lock().unwrap_or_else(|e| e.into_inner());
        let index = match &*cached {
            Some((k, index)) if *k == key => index.clone(),
            _ => {
                let index = std::sync::Arc::new(PatternIndex::new(ctx, set));
                *cached = Some((key, index.clone()));
                index
            }
        };
        FrozenPatterns { set, index }
    }

    /// The pattern at `index`.
    pub(crate) fn get(&self, index: u32) -> &'s dyn ErasedPattern {
        &*self.set.patterns[index as usize]
    }

    /// The patterns for an op registered at `info` (`None`: unregistered), merged by
    /// benefit (op-specific first on ties).
    pub(crate) fn candidates(&self, info: Option<u32>, out: &mut Vec<u32>) {
        out.clear();
        let index = &*self.index;
        let specific: &[u32] = info
            .and_then(|i| index.by_root.get(i as usize))
            .map_or(&[], |v| v.as_slice());
        let benefit = |i: u32| self.set.patterns[i as usize].benefit();
        let (mut i, mut j) = (0, 0);
        while i < specific.len() || j < index.any.len() {
            let take_specific = match (specific.get(i), index.any.get(j)) {
                (Some(&s), Some(&a)) => benefit(s) >= benefit(a),
                (Some(_), None) => true,
                _ => false,
            };
            if take_specific {
                out.push(specific[i]);
                i += 1;
            } else {
                out.push(index.any[j]);
                j += 1;
            }
        }
    }
}

impl PatternIndex {
    /// Resolves the roots of `set` against the registry of `ctx`: a pattern rooted at a
    /// handle type applies to the op registered under the handle's name when the
    /// registration names that Rust type (or none); a root type that is not registered
    /// applies nowhere.
    fn new(ctx: &Context, set: &PatternSet) -> Self {
        let mut by_root: Vec<Vec<u32>> = vec![Vec::new(); ctx.registry.ops.len()];
        let mut any = Vec::new();
        for (i, p) in set.patterns.iter().enumerate() {
            let i = i as u32;
            let index = match p.root() {
                RootSpec::Any => {
                    any.push(i);
                    continue;
                }
                RootSpec::Registered(index) => Some(index),
                RootSpec::Type { name, id } => ctx
                    .lookup_symbol(name)
                    .and_then(|s| ctx.registry.lookup(s))
                    .filter(|&index| {
                        let info = &ctx.registry.ops[index as usize];
                        info.rust_type.is_none_or(|f| f() == id)
                    }),
            };
            if let Some(list) = index.and_then(|x| by_root.get_mut(x as usize)) {
                list.push(i);
            }
        }
        let benefit = |i: &u32| std::cmp::Reverse(set.patterns[*i as usize].benefit());
        for v in by_root.iter_mut() {
            v.sort_by_key(benefit);
        }
        any.sort_by_key(benefit);
        PatternIndex { by_root, any }
    }
}

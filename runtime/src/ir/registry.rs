//! The registry: dialects and operations known to a [`Context`], as tables of function pointers
//! that generated code fills in.
//!
//! An op registers an [`OpInfo`]: its full name, trait flags, the names of its inherent
//! attributes (property slots), optional parse / print / verify / fold hooks, and its memory
//! effects ([`OpEffects`], [`EffectsFn`]; queried through [`crate::analysis::effects`]). Interfaces are
//! stored as `'static` model objects keyed by the model's `TypeId`; [`Registry::interface`] casts
//! an operation to one. Generated code calls [`Context::register_op`] once per op from its
//! dialect's registration function.

use std::any::{Any, TypeId};

use crate::ir::attributes::{Attribute, Location};
use crate::ir::context::{Context, FxHashMap, Symbol};
use crate::ir::defs::{AliasKind, AttrDefId, TypeDefId};
use crate::ir::diagnostics::Diagnostic;
use crate::ir::types::Type;
use crate::ir::{Op, OperationState, Value};
use crate::text::parser::OpAsmParser;
use crate::text::printer::OpAsmPrinter;

/// Parses the custom form of an op (after its name) into `state`.
pub type ParseFn = fn(&mut OpAsmParser<'_, '_>, &mut OperationState) -> Result<(), Diagnostic>;
/// Prints the custom form of an op (after its name and results).
pub type PrintFn = fn(&mut OpAsmPrinter<'_, '_>, Op);
/// Checks an op's invariants; returns the first error.
pub type VerifyFn = fn(&Context, Op) -> Result<(), Diagnostic>;
/// Folds an op given its constant operands (`None` when unknown). Pushes one result per op
/// result on success.
pub type FoldFn = fn(&mut Context, Op, &[Option<Attribute>], &mut Vec<FoldResult>) -> bool;
/// An op's `canonicalize` method (ODS `has_canonicalize_method`): a match-and-rewrite rooted at
/// the op that changes the IR through the rewriter; returns `true` when it changed the IR (see
/// [`crate::transforms::rewriter`]).
pub type CanonicalizeFn = fn(&mut crate::transforms::rewriter::Rewriter<'_>, Op) -> bool;
/// Adds an op's canonicalization patterns to a set (ODS `has_canonicalizer`).
pub type CanonicalizationPatternsFn = fn(&mut crate::transforms::rewrite::PatternSet);
/// A dialect's constant materializer (ODS `has_constant_materializer`): builds a new,
/// detached constant-like op with one result of type `ty` holding `value`, at `loc`, or
/// returns `None` when it cannot. The greedy driver inserts it before the folded op.
pub type ConstantMaterializerFn = fn(&mut Context, Attribute, Type, Location) -> Option<Op>;

/// The parser interface handed to dialect type and attribute parsers (MLIR's
/// `DialectAsmParser`): the op parser's API without an op, whose errors carry no
/// `custom op` prefix (see [`OpAsmParser::for_dialect_symbol`]).
pub type DialectAsmParser<'p, 'a> = OpAsmParser<'p, 'a>;
/// The printer interface handed to dialect type and attribute printers (MLIR's
/// `DialectAsmPrinter`).
pub type DialectAsmPrinter<'p, 'a> = OpAsmPrinter<'p, 'a>;

/// Parses what follows the mnemonic of a dialect type (`<2, f32>` in `!d.shape<2, f32>`;
/// nothing for a type without parameters) and builds the type, verifying it.
pub type TypeParseFn = fn(&mut DialectAsmParser<'_, '_>) -> Result<Type, Diagnostic>;
/// Prints what follows the mnemonic of a dialect type.
pub type TypePrintFn = fn(&mut DialectAsmPrinter<'_, '_>, Type);
/// Parses what follows the mnemonic of a dialect attribute and builds it. The type of a typed
/// attribute (`#d.a<...> : i32`) is parsed before the body, as in MLIR, and handed over
/// (`None` when absent).
pub type AttrParseFn =
    fn(&mut DialectAsmParser<'_, '_>, Option<Type>) -> Result<Attribute, Diagnostic>;
/// Prints what follows the mnemonic of a dialect attribute (not its type).
pub type AttrPrintFn = fn(&mut DialectAsmPrinter<'_, '_>, Attribute);
/// The type of a typed dialect attribute (MLIR's `TypedAttr::getType`), printed after it as
/// ` : type` unless it is `none`.
pub type AttrTypeFn = fn(&Context, Attribute) -> Type;
/// A dialect's alias for a type (MLIR's `OpAsmDialectInterface::getAlias`): the alias name
/// without `!` and whether another dialect may override it.
pub type TypeAliasFn = fn(&Context, Type) -> Option<(String, AliasKind)>;
/// A dialect's alias for an attribute, like [`TypeAliasFn`] (name without `#`).
pub type AttrAliasFn = fn(&Context, Attribute) -> Option<(String, AliasKind)>;

/// Parses a dialect type whose mnemonic (given, with its offset; the parser is after it) is
/// not a registered definition's: the dialect's own parsing, and its error for unknown types.
pub type TypeFallbackFn = fn(&mut DialectAsmParser<'_, '_>, &str, u32) -> Result<Type, Diagnostic>;

/// What a dialect type definition registers (generated from a `.ods` `type_def`).
#[derive(Clone, Copy)]
pub struct TypeDefinition {
    /// the dialect's namespace (`test`)
    pub dialect: &'static str,
    /// the mnemonic after `!dialect.` (`shape`)
    pub mnemonic: &'static str,
    /// the Rust type of the parameter struct (the [`DefParams`](crate::ir::defs::DefParams)
    /// of this definition's types)
    pub storage: fn() -> TypeId,
    /// parses the body
    pub parse: TypeParseFn,
    /// prints the body
    pub print: TypePrintFn,
}

/// What a dialect attribute definition registers (generated from a `.ods` `attr_def`).
#[derive(Clone, Copy)]
pub struct AttrDefinition {
    /// the dialect's namespace (`test`)
    pub dialect: &'static str,
    /// the mnemonic after `#dialect.` (`address_space`)
    pub mnemonic: &'static str,
    /// the Rust type of the parameter struct
    pub storage: fn() -> TypeId,
    /// parses the body
    pub parse: AttrParseFn,
    /// prints the body
    pub print: AttrPrintFn,
    /// the attribute's type, for typed attributes
    pub ty: Option<AttrTypeFn>,
}

/// A registered dialect type definition.
pub struct TypeDefInfo {
    /// the registration
    pub def: TypeDefinition,
    /// index of its dialect in [`Registry::dialects`]
    pub dialect: u32,
    /// interface models and traits, keyed by the model type
    pub interfaces: Vec<(TypeId, &'static (dyn Any + Sync))>,
}

/// A registered dialect attribute definition.
pub struct AttrDefInfo {
    /// the registration
    pub def: AttrDefinition,
    /// index of its dialect in [`Registry::dialects`]
    pub dialect: u32,
    /// interface models and traits, keyed by the model type
    pub interfaces: Vec<(TypeId, &'static (dyn Any + Sync))>,
}

/// One folded result: a constant attribute or an existing value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FoldResult {
    /// the result is this constant
    Attr(Attribute),
    /// the result is this existing value
    Value(Value),
}

/// Trait flags of an operation (MLIR's native op traits that the runtime checks or queries).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct OpTraits(pub u64);

#[allow(missing_docs)]
impl OpTraits {
    pub const NONE: OpTraits = OpTraits(0);
    pub const TERMINATOR: OpTraits = OpTraits(1 << 0);
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 1);
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1 << 2);
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 3);
    pub const RETURN_LIKE: OpTraits = OpTraits(1 << 4);
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 5);
    pub const NO_MEMORY_EFFECT: OpTraits = OpTraits(1 << 6);
    pub const ALWAYS_SPECULATABLE: OpTraits = OpTraits(1 << 7);
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1 << 8);
    pub const SYMBOL: OpTraits = OpTraits(1 << 9);
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 10);
    pub const AFFINE_SCOPE: OpTraits = OpTraits(1 << 11);
    pub const AUTOMATIC_ALLOCATION_SCOPE: OpTraits = OpTraits(1 << 12);
    pub const ELEMENTWISE: OpTraits = OpTraits(1 << 13);
    pub const RECURSIVE_MEMORY_EFFECTS: OpTraits = OpTraits(1 << 14);
    pub const IDEMPOTENT: OpTraits = OpTraits(1 << 15);
    pub const INVOLUTION: OpTraits = OpTraits(1 << 16);
    /// all regions are graph regions (RegionKindInterface returning Graph)
    pub const GRAPH_REGIONS: OpTraits = OpTraits(1 << 17);
    pub const SINGLE_BLOCK_IMPLICIT_TERMINATOR: OpTraits = OpTraits(1 << 18);
    pub const PURE: OpTraits = OpTraits(Self::NO_MEMORY_EFFECT.0 | Self::ALWAYS_SPECULATABLE.0);
    pub const SCALARIZABLE: OpTraits = OpTraits(1 << 19);
    pub const VECTORIZABLE: OpTraits = OpTraits(1 << 20);
    pub const TENSORIZABLE: OpTraits = OpTraits(1 << 21);
    pub const NO_REGION_ARGUMENTS: OpTraits = OpTraits(1 << 22);
    pub const SAME_OPERANDS_AND_RESULT_TYPE: OpTraits = OpTraits(1 << 23);
    pub const SAME_TYPE_OPERANDS: OpTraits = OpTraits(1 << 24);
    pub const SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE: OpTraits = OpTraits(1 << 25);
    pub const SAME_OPERANDS_ELEMENT_TYPE: OpTraits = OpTraits(1 << 26);
    pub const SAME_OPERANDS_AND_RESULT_SHAPE: OpTraits = OpTraits(1 << 27);
    pub const SAME_OPERANDS_SHAPE: OpTraits = OpTraits(1 << 28);
    pub const SAME_OPERANDS_AND_RESULT_RANK: OpTraits = OpTraits(1 << 29);
    pub const RESULTS_ARE_BOOL_LIKE: OpTraits = OpTraits(1 << 30);
    pub const RESULTS_ARE_FLOAT_LIKE: OpTraits = OpTraits(1 << 31);
    pub const RESULTS_ARE_SIGNLESS_INTEGER_LIKE: OpTraits = OpTraits(1 << 32);
    pub const OPERANDS_ARE_FLOAT_LIKE: OpTraits = OpTraits(1 << 33);
    pub const OPERANDS_ARE_SIGNLESS_INTEGER_LIKE: OpTraits = OpTraits(1 << 34);
    pub const ATTR_SIZED_OPERAND_SEGMENTS: OpTraits = OpTraits(1 << 35);
    pub const ATTR_SIZED_RESULT_SEGMENTS: OpTraits = OpTraits(1 << 36);
    pub const SAME_VARIADIC_OPERAND_SIZE: OpTraits = OpTraits(1 << 37);
    pub const SAME_VARIADIC_RESULT_SIZE: OpTraits = OpTraits(1 << 38);
    /// the op has a `HasParent`/`ParentOneOf` constraint
    pub const HAS_PARENT: OpTraits = OpTraits(1 << 39);

    /// The flags of a native trait given by its ODS name (`"Pure"`, `"Terminator"`,
    /// `"SameOperandsAndResultType"`, ...; `SingleBlockImplicitTerminator` gives
    /// `SINGLE_BLOCK | SINGLE_BLOCK_IMPLICIT_TERMINATOR`); `None` for other names.
    pub fn from_trait_name(name: &str) -> Option<OpTraits> {
        Some(match name {
            "Pure" => Self::PURE,
            "NoMemoryEffect" => Self::NO_MEMORY_EFFECT,
            "AlwaysSpeculatable" => Self::ALWAYS_SPECULATABLE,
            "RecursiveMemoryEffects" => Self::RECURSIVE_MEMORY_EFFECTS,
            "Commutative" => Self::COMMUTATIVE,
            "Idempotent" => Self::IDEMPOTENT,
            "Involution" => Self::INVOLUTION,
            "Terminator" => Self::TERMINATOR,
            "ReturnLike" => Self::RETURN_LIKE,
            "IsolatedFromAbove" => Self::ISOLATED_FROM_ABOVE,
            "NoTerminator" => Self::NO_TERMINATOR,
            "SingleBlock" => Self::SINGLE_BLOCK,
            "SingleBlockImplicitTerminator" => {
                OpTraits(Self::SINGLE_BLOCK.0 | Self::SINGLE_BLOCK_IMPLICIT_TERMINATOR.0)
            }
            "Symbol" => Self::SYMBOL,
            "SymbolTable" => Self::SYMBOL_TABLE,
            "ConstantLike" => Self::CONSTANT_LIKE,
            "AutomaticAllocationScope" => Self::AUTOMATIC_ALLOCATION_SCOPE,
            "AffineScope" => Self::AFFINE_SCOPE,
            "Elementwise" => Self::ELEMENTWISE,
            "Scalarizable" => Self::SCALARIZABLE,
            "Vectorizable" => Self::VECTORIZABLE,
            "Tensorizable" => Self::TENSORIZABLE,
            "NoRegionArguments" => Self::NO_REGION_ARGUMENTS,
            "GraphRegions" => Self::GRAPH_REGIONS,
            "SameOperandsAndResultType" => Self::SAME_OPERANDS_AND_RESULT_TYPE,
            "SameTypeOperands" => Self::SAME_TYPE_OPERANDS,
            "SameOperandsAndResultElementType" => Self::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE,
            "SameOperandsElementType" => Self::SAME_OPERANDS_ELEMENT_TYPE,
            "SameOperandsAndResultShape" => Self::SAME_OPERANDS_AND_RESULT_SHAPE,
            "SameOperandsShape" => Self::SAME_OPERANDS_SHAPE,
            "SameOperandsAndResultRank" => Self::SAME_OPERANDS_AND_RESULT_RANK,
            "ResultsAreBoolLike" => Self::RESULTS_ARE_BOOL_LIKE,
            "ResultsAreFloatLike" => Self::RESULTS_ARE_FLOAT_LIKE,
            "ResultsAreSignlessIntegerLike" => Self::RESULTS_ARE_SIGNLESS_INTEGER_LIKE,
            "OperandsAreFloatLike" => Self::OPERANDS_ARE_FLOAT_LIKE,
            "OperandsAreSignlessIntegerLike" => Self::OPERANDS_ARE_SIGNLESS_INTEGER_LIKE,
            "AttrSizedOperandSegments" => Self::ATTR_SIZED_OPERAND_SEGMENTS,
            "AttrSizedResultSegments" => Self::ATTR_SIZED_RESULT_SEGMENTS,
            "SameVariadicOperandSize" => Self::SAME_VARIADIC_OPERAND_SIZE,
            "SameVariadicResultSize" => Self::SAME_VARIADIC_RESULT_SIZE,
            "HasParent" | "ParentOneOf" => Self::HAS_PARENT,
            _ => return None,
        })
    }

    /// True when every flag of `other` is set.
    #[inline]
    pub const fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for OpTraits {
    type Output = OpTraits;
    fn bitor(self, rhs: OpTraits) -> OpTraits {
        OpTraits(self.0 | rhs.0)
    }
}

/// A kind of memory effect (MLIR's `MemoryEffects::Read`, `Write`, `Allocate`, `Free`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EffectKind {
    /// dereferences a resource without visible mutation (`MemRead`)
    Read,
    /// mutates a resource without visible dereference (`MemWrite`)
    Write,
    /// allocates from a resource (`MemAlloc`)
    Allocate,
    /// releases something allocated from a resource (`MemFree`)
    Free,
}

/// What a declared memory effect acts on.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EffectOn {
    /// the op as a whole (`MemoryEffects<[...]>` on the op)
    Op,
    /// every value of operand group `n` (ODS declaration order; `Arg<T, "", [MemRead]>`)
    Operand(u32),
    /// every value of result group `n` (ODS declaration order; `Res<T, "", [MemAlloc]>`)
    Result(u32),
    /// a value named by the op's hand-written `memory_effects` method ([`EffectsFn`])
    Value,
}

/// A memory effect declared by an op definition (see [`OpEffects`] and [`crate::analysis::effects`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct EffectInstance {
    /// what the effect does
    pub kind: EffectKind,
    /// what it acts on
    pub on: EffectOn,
    /// the resource (`"DefaultResource"` unless declared otherwise)
    pub resource: &'static str,
    /// the stage: effects of lower stages happen first
    pub stage: u32,
    /// `true` when the effect acts on every value of the resource (MLIR's `FullEffect`)
    pub full: bool,
}

impl EffectInstance {
    /// A partial effect of stage 0 on `DefaultResource`.
    pub const fn new(kind: EffectKind, on: EffectOn) -> Self {
        EffectInstance {
            kind,
            on,
            resource: "DefaultResource",
            stage: 0,
            full: false,
        }
    }
}

/// The declared memory effects of an op (MLIR's `MemoryEffectOpInterface` with static effects):
/// registering one says the op's effects are known, an empty list meaning it has none.
#[derive(Clone, Copy, Debug)]
pub struct OpEffects {
    /// effects on the op first, then on operand groups, then on result groups
    pub effects: &'static [EffectInstance],
    /// the op's operand groups, to find the values of [`EffectOn::Operand`] (`None`: group
    /// `n` is operand `n`)
    pub operands: Option<crate::ods::access::GroupSpec>,
    /// the op's result groups, to find the values of [`EffectOn::Result`] (`None`: group `n`
    /// is result `n`)
    pub results: Option<crate::ods::access::GroupSpec>,
}

/// An op's hand-written memory effects (ODS `MemoryEffectsOpInterface`, MLIR's
/// `DeclareOpInterfaceMethods<MemoryEffectsOpInterface>`): appends the effects of `op` itself
/// to the vector (see [`crate::analysis::effects::Effect::new`]).
pub type EffectsFn = fn(&Context, Op, &mut Vec<crate::analysis::effects::Effect>);

/// A registered operation.
pub struct OpInfo {
    /// full name `dialect.mnemonic`
    pub name: Symbol,
    /// index of its dialect in [`Registry::dialects`]
    pub dialect: u32,
    /// trait flags
    pub traits: OpTraits,
    /// names of its inherent attributes, in property-slot order
    pub property_names: &'static [&'static str],
    /// [`OpInfo::property_names`] interned (slot `i` holds the attribute named
    /// `property_symbols[i]`), so that the parser maps a dictionary entry to its slot by
    /// comparing symbols, never strings
    pub property_symbols: Box<[Symbol]>,
    /// the slots in the order of their names, as the printer lists inherent attributes
    pub slots_by_name: Box<[u32]>,
    /// custom-form parser
    pub parse: Option<ParseFn>,
    /// custom-form printer
    pub print: Option<PrintFn>,
    /// generated verifier (operand/result/attribute constraints, op-level traits, user hook)
    pub verify: Option<VerifyFn>,
    /// region verifier, run after nested ops are verified
    pub verify_regions: Option<VerifyFn>,
    /// folder
    pub fold: Option<FoldFn>,
    /// interface models keyed by the model type
    pub interfaces: Vec<(TypeId, &'static (dyn Any + Sync))>,
    /// the Rust handle type generated for the op (`TypeId::of::<AddIOp>`), so that
    /// `AddIOp::from_op` can check an op is of its type
    pub rust_type: Option<fn() -> TypeId>,
    /// the op's `canonicalize` method, if it has one
    pub canonicalize: Option<CanonicalizeFn>,
    /// adds the op's canonicalization patterns, if it has any
    pub canonicalization_patterns: Option<CanonicalizationPatternsFn>,
    /// declared memory effects (`None`: unknown unless a trait flag such as
    /// `NO_MEMORY_EFFECT` or [`OpInfo::effects_fn`] says otherwise; see [`crate::analysis::effects`])
    pub effects: Option<&'static OpEffects>,
    /// hand-written memory effects, added after the declared ones
    pub effects_fn: Option<EffectsFn>,
    /// MLIR's `populateDefaultProperties`: fills the empty property slots of default-valued
    /// attributes, run whenever an op is created (parsed in either form or built)
    pub populate_defaults: Option<PopulateDefaultsFn>,
    /// MLIR's `verifyInherentAttrs`: the constraints of the inherent attributes, checked on
    /// the attribute dictionary when the op is parsed (generic form, and the `attr-dict` of a
    /// declarative format), before it exists; see [`check_inherent_attrs`]
    pub inherent_attr_checks: &'static [InherentAttrCheck],
    /// the names of [`OpInfo::inherent_attr_checks`], interned
    pub inherent_attr_symbols: Box<[Symbol]>,
    /// the op's `verify` hook checks that a `TERMINATOR` op is last in its block, at the
    /// trait's place among the other checks (generated ops); otherwise the verifier checks it
    /// before the hook
    pub verify_checks_terminator: bool,
    /// with `AttrSizedOperandSegments` / `AttrSizedResultSegments`: the number of operand /
    /// result groups, which the `operandSegmentSizes` / `resultSegmentSizes` property must
    /// have when set from a dictionary (`size mismatch in attribute conversion: 2 vs 3`)
    pub segment_groups: (Option<u32>, Option<u32>),
    /// the interned names `operandSegmentSizes` / `resultSegmentSizes`, where
    /// [`OpInfo::segment_groups`] has a count
    pub segment_symbols: (Option<Symbol>, Option<Symbol>),
}

impl OpInfo {
    /// The property slot of the inherent attribute called `name` (a symbol compare per slot).
    #[inline]
    pub fn slot_of(&self, name: Symbol) -> Option<usize> {
        self.property_symbols.iter().position(|&s| s == name)
    }

    /// MLIR's `verifyInherentAttrs` on the attribute dictionary `attrs` of an op being parsed
    /// (see [`check_inherent_attrs`]), matching entries by symbol.
    pub fn check_inherent_attrs(
        &self,
        ctx: &Context,
        attrs: &[(Symbol, Attribute)],
    ) -> Result<(), String> {
        check_inherent_attrs(
            ctx,
            self.inherent_attr_checks,
            &self.inherent_attr_symbols,
            attrs,
        )
    }
}

/// Fills the empty property slots of default-valued attributes with their defaults
/// (see [`OpInfo::populate_defaults`]).
pub type PopulateDefaultsFn = fn(&mut Context, &mut [Option<Attribute>]);

/// The constraint of one inherent attribute, checked when an op is parsed (MLIR's
/// `verifyInherentAttrs`, see [`OpInfo::inherent_attr_checks`]).
#[derive(Clone, Copy, Debug)]
pub struct InherentAttrCheck {
    /// the attribute's name
    pub name: &'static str,
    /// its constraint's predicate
    pub pred: fn(&Context, Attribute) -> bool,
    /// its constraint's summary, for `attribute 'x' failed to satisfy constraint: <summary>`
    pub summary: &'static str,
    /// MLIR's property conversion: whether an attribute is of the kind the property stores
    /// (the C++ `storageType` it is `dyn_cast` to; from the constraint's `storage`, or its
    /// predicate with `storage_check`). A generic `<{...}>` holding another kind is rejected
    /// when the op is parsed (`invalid properties {...} for op X: Invalid attribute `x` in
    /// property conversion: ...`); `None` accepts any attribute.
    pub storage: Option<AttrPred>,
}

/// A predicate on an attribute.
pub type AttrPred = fn(&Context, Attribute) -> bool;

/// MLIR's `verifyInherentAttrs`: the first attribute of `checks` (in their order) that `attrs`
/// holds with a value failing its constraint, as the message tail `attribute 'x' failed to
/// satisfy constraint: <summary>` (the caller prefixes `'op.name' op `). `names[i]` is the
/// interned name of `checks[i]` ([`OpInfo::inherent_attr_symbols`]).
pub fn check_inherent_attrs(
    ctx: &Context,
    checks: &[InherentAttrCheck],
    names: &[Symbol],
    attrs: &[(Symbol, Attribute)],
) -> Result<(), String> {
    for (c, &name) in checks.iter().zip(names) {
        let found = attrs.iter().find(|(n, _)| *n == name);
        if let Some(&(_, a)) = found {
            if !(c.pred)(ctx, a) {
                return Err(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    c.name, c.summary
                ));
            }
        }
    }
    Ok(())
}

/// What an op registration provides. Fields default to "none".
pub struct OpDefinition {
    /// full name `dialect.mnemonic`
    pub name: &'static str,
    /// trait flags
    pub traits: OpTraits,
    /// inherent attribute names in slot order
    pub property_names: &'static [&'static str],
    /// custom-form parser
    pub parse: Option<ParseFn>,
    /// custom-form printer
    pub print: Option<PrintFn>,
    /// verifier
    pub verify: Option<VerifyFn>,
    /// region verifier
    pub verify_regions: Option<VerifyFn>,
    /// folder
    pub fold: Option<FoldFn>,
    /// the Rust handle type generated for the op (see [`OpInfo::rust_type`])
    pub rust_type: Option<fn() -> TypeId>,
    /// the op's `canonicalize` method (see [`OpInfo::canonicalize`])
    pub canonicalize: Option<CanonicalizeFn>,
    /// the op's canonicalization patterns (see [`OpInfo::canonicalization_patterns`])
    pub canonicalization_patterns: Option<CanonicalizationPatternsFn>,
    /// the op's declared memory effects (see [`OpInfo::effects`])
    pub effects: Option<&'static OpEffects>,
    /// the op's hand-written memory effects (see [`OpInfo::effects_fn`])
    pub effects_fn: Option<EffectsFn>,
    /// the op's default-valued properties (see [`OpInfo::populate_defaults`])
    pub populate_defaults: Option<PopulateDefaultsFn>,
    /// the op's inherent attribute constraints (see [`OpInfo::inherent_attr_checks`])
    pub inherent_attr_checks: &'static [InherentAttrCheck],
    /// see [`OpInfo::verify_checks_terminator`]
    pub verify_checks_terminator: bool,
    /// see [`OpInfo::segment_groups`]
    pub segment_groups: (Option<u32>, Option<u32>),
}

impl OpDefinition {
    /// A definition with only a name.
    pub const fn new(name: &'static str) -> Self {
        OpDefinition {
            name,
            traits: OpTraits::NONE,
            property_names: &[],
            parse: None,
            print: None,
            verify: None,
            verify_regions: None,
            fold: None,
            rust_type: None,
            canonicalize: None,
            canonicalization_patterns: None,
            effects: None,
            effects_fn: None,
            populate_defaults: None,
            inherent_attr_checks: &[],
            verify_checks_terminator: false,
            segment_groups: (None, None),
        }
    }
}

/// A registered dialect.
pub struct DialectInfo {
    /// namespace, e.g. `arith`
    pub namespace: Symbol,
    /// builds constant ops for folded attributes (see [`Context::register_constant_materializer`])
    pub constant_materializer: Option<ConstantMaterializerFn>,
    /// the dialect's aliases for types (see [`Context::register_dialect_aliases`])
    pub type_alias: Option<TypeAliasFn>,
    /// the dialect's aliases for attributes
    pub attr_alias: Option<AttrAliasFn>,
    /// parses a type of the dialect whose mnemonic no definition has (MLIR's hand-written
    /// `Dialect::parseType` around the generated parser; see
    /// [`Context::register_dialect_type_fallback`])
    pub type_fallback: Option<TypeFallbackFn>,
    /// whether ops of this namespace that are not registered pass verification (MLIR's
    /// `allowUnknownOperations`; `false` unless `Context::allow_unknown_ops` says so)
    pub allows_unknown_ops: bool,
    /// dialect interface models (MLIR's `DialectInterface`s, such as the inliner's), keyed
    /// by the model type (see [`Context::add_dialect_interface`])
    pub interfaces: Vec<(TypeId, &'static (dyn Any + Sync))>,
}

/// All registered dialects and operations of a context.
#[derive(Default)]
pub struct Registry {
    /// dialects in registration order
    pub dialects: Vec<DialectInfo>,
    /// ops in registration order
    pub ops: Vec<OpInfo>,
    by_name: FxHashMap<Symbol, u32>,
    dialect_by_name: FxHashMap<Symbol, u32>,
    default_dialects: FxHashMap<u32, Symbol>,
    /// dialect type definitions in registration order
    pub type_defs: Vec<TypeDefInfo>,
    /// dialect attribute definitions in registration order
    pub attr_defs: Vec<AttrDefInfo>,
    type_def_by_name: FxHashMap<(u32, Symbol), TypeDefId>,
    attr_def_by_name: FxHashMap<(u32, Symbol), AttrDefId>,
    type_def_by_storage: FxHashMap<TypeId, TypeDefId>,
    attr_def_by_storage: FxHashMap<TypeId, AttrDefId>,
}

impl Registry {
    /// The registered op called `name`.
    #[inline]
    pub fn lookup(&self, name: Symbol) -> Option<u32> {
        self.by_name.get(&name).copied()
    }
    /// The registered dialect with namespace `ns`.
    pub fn dialect(&self, ns: Symbol) -> Option<u32> {
        self.dialect_by_name.get(&ns).copied()
    }
    /// The default dialect of registered op `id` (MLIR's `OpAsmOpInterface::getDefaultDialect`):
    /// inside its custom form, op names without a `.` are looked up in that dialect.
    pub fn default_dialect(&self, id: u32) -> Option<Symbol> {
        self.default_dialects.get(&id).copied()
    }
    /// Sets the default dialect of registered op `id` (e.g. `func` for `func.func`).
    pub fn set_default_dialect(&mut self, id: u32, namespace: Symbol) {
        self.default_dialects.insert(id, namespace);
    }
    /// The type definition of dialect `dialect` (its index) with this mnemonic.
    pub fn type_def_by_mnemonic(&self, dialect: u32, mnemonic: Symbol) -> Option<TypeDefId> {
        self.type_def_by_name.get(&(dialect, mnemonic)).copied()
    }
    /// The attribute definition of dialect `dialect` (its index) with this mnemonic.
    pub fn attr_def_by_mnemonic(&self, dialect: u32, mnemonic: Symbol) -> Option<AttrDefId> {
        self.attr_def_by_name.get(&(dialect, mnemonic)).copied()
    }
    /// The type definition whose parameter struct is the Rust type `storage`.
    #[inline]
    pub fn type_def_of_storage(&self, storage: TypeId) -> Option<TypeDefId> {
        self.type_def_by_storage.get(&storage).copied()
    }
    /// The attribute definition whose parameter struct is the Rust type `storage`.
    #[inline]
    pub fn attr_def_of_storage(&self, storage: TypeId) -> Option<AttrDefId> {
        self.attr_def_by_storage.get(&storage).copied()
    }
    /// A registered type definition.
    #[inline]
    pub fn type_def(&self, id: TypeDefId) -> &TypeDefInfo {
        &self.type_defs[id.index()]
    }
    /// A registered attribute definition.
    #[inline]
    pub fn attr_def(&self, id: AttrDefId) -> &AttrDefInfo {
        &self.attr_defs[id.index()]
    }
    /// Whether dialect `dialect` (its index) defines types or attributes of its own (then an
    /// unknown mnemonic is an error rather than "provides no parsing hook").
    pub fn dialect_has_type_defs(&self, dialect: u32) -> bool {
        self.type_defs.iter().any(|d| d.dialect == dialect)
    }
    /// Like [`Registry::dialect_has_type_defs`], for attributes.
    pub fn dialect_has_attr_defs(&self, dialect: u32) -> bool {
        self.attr_defs.iter().any(|d| d.dialect == dialect)
    }

    /// Op info by index.
    #[inline]
    pub fn op(&self, id: u32) -> &OpInfo {
        &self.ops[id as usize]
    }
    /// The interface model `M` of registered op `id`, if it implements it.
    pub fn interface<M: Any + Sync>(&self, id: u32) -> Option<&'static M> {
        let want = TypeId::of::<M>();
        self.ops[id as usize]
            .interfaces
            .iter()
            .find(|(t, _)| *t == want)
            .and_then(|(_, m)| {
                let m: &'static (dyn Any + Sync) = *m;
                (m as &dyn Any).downcast_ref::<M>()
            })
    }
}

impl Registry {
    /// The dialect interface model `M` of dialect `dialect` (its index), if it has one.
    pub fn dialect_interface<M: Any + Sync>(&self, dialect: u32) -> Option<&'static M> {
        let want = TypeId::of::<M>();
        self.dialects
            .get(dialect as usize)?
            .interfaces
            .iter()
            .find(|(t, _)| *t == want)
            .and_then(|(_, m)| {
                let m: &'static (dyn Any + Sync) = *m;
                (m as &dyn Any).downcast_ref::<M>()
            })
    }
}

impl Context {
    /// Registers a dialect namespace (idempotent); returns its index.
    pub fn register_dialect(&mut self, namespace: &str) -> u32 {
        let ns = self.symbol(namespace);
        if let Some(d) = self.registry.dialect(ns) {
            return d;
        }
        let id = self.registry.dialects.len() as u32;
        self.registry.dialects.push(DialectInfo {
            namespace: ns,
            constant_materializer: None,
            type_alias: None,
            attr_alias: None,
            allows_unknown_ops: false,
            type_fallback: None,
            interfaces: Vec::new(),
        });
        self.registry.dialect_by_name.insert(ns, id);
        id
    }

    /// Lets ops of dialect `namespace` that are not registered pass verification (MLIR's
    /// `Dialect::allowUnknownOperations`), registering the dialect if needed.
    pub fn allow_unknown_ops(&mut self, namespace: &str) {
        let d = self.register_dialect(namespace);
        self.registry.dialects[d as usize].allows_unknown_ops = true;
    }

    /// Registers an op (replacing an earlier registration of the same name); returns its index.
    /// Its dialect (the text before the first `.`) is registered too.
    pub fn register_op(&mut self, def: OpDefinition) -> u32 {
        let ns = def.name.split('.').next().unwrap_or(def.name);
        let dialect = self.register_dialect(ns);
        let name = self.symbol(def.name);
        let property_symbols: Box<[Symbol]> =
            def.property_names.iter().map(|n| self.symbol(n)).collect();
        let mut slots_by_name: Vec<u32> = (0..def.property_names.len() as u32).collect();
        slots_by_name.sort_by_key(|&i| def.property_names[i as usize]);
        let inherent_attr_symbols = def
            .inherent_attr_checks
            .iter()
            .map(|c| self.symbol(c.name))
            .collect();
        let (operand_groups, result_groups) = def.segment_groups;
        let segment_symbols = (
            operand_groups.map(|_| self.symbol("operandSegmentSizes")),
            result_groups.map(|_| self.symbol("resultSegmentSizes")),
        );
        let info = OpInfo {
            name,
            dialect,
            traits: def.traits,
            property_names: def.property_names,
            property_symbols,
            slots_by_name: slots_by_name.into_boxed_slice(),
            parse: def.parse,
            print: def.print,
            verify: def.verify,
            verify_regions: def.verify_regions,
            fold: def.fold,
            interfaces: Vec::new(),
            rust_type: def.rust_type,
            canonicalize: def.canonicalize,
            canonicalization_patterns: def.canonicalization_patterns,
            effects: def.effects,
            effects_fn: def.effects_fn,
            populate_defaults: def.populate_defaults,
            inherent_attr_checks: def.inherent_attr_checks,
            inherent_attr_symbols,
            verify_checks_terminator: def.verify_checks_terminator,
            segment_groups: def.segment_groups,
            segment_symbols,
        };
        if let Some(&id) = self.registry.by_name.get(&name) {
            self.registry.ops[id as usize] = info;
            return id;
        }
        let id = self.registry.ops.len() as u32;
        self.registry.ops.push(info);
        self.registry.by_name.insert(name, id);
        id
    }

    /// Registers a dialect type definition (replacing an earlier one of the same dialect and
    /// mnemonic); its dialect is registered too. Returns its id.
    pub fn register_type_def(&mut self, def: TypeDefinition) -> TypeDefId {
        let dialect = self.register_dialect(def.dialect);
        let mnemonic = self.symbol(def.mnemonic);
        let info = TypeDefInfo {
            def,
            dialect,
            interfaces: Vec::new(),
        };
        let r = &mut self.registry;
        let id = upsert_def(
            &mut r.type_defs,
            &mut r.type_def_by_name,
            (dialect, mnemonic),
            info,
            TypeDefId::from_index,
            TypeDefId::index,
        );
        r.type_def_by_storage.insert((def.storage)(), id);
        id
    }

    /// Registers a dialect attribute definition, like [`Context::register_type_def`].
    pub fn register_attr_def(&mut self, def: AttrDefinition) -> AttrDefId {
        let dialect = self.register_dialect(def.dialect);
        let mnemonic = self.symbol(def.mnemonic);
        let info = AttrDefInfo {
            def,
            dialect,
            interfaces: Vec::new(),
        };
        let r = &mut self.registry;
        let id = upsert_def(
            &mut r.attr_defs,
            &mut r.attr_def_by_name,
            (dialect, mnemonic),
            info,
            AttrDefId::from_index,
            AttrDefId::index,
        );
        r.attr_def_by_storage.insert((def.storage)(), id);
        id
    }

    /// Attaches interface (or trait) model `model` to a registered type definition.
    pub fn add_type_interface<M: Any + Sync>(&mut self, def: TypeDefId, model: &'static M) {
        self.registry.type_defs[def.index()]
            .interfaces
            .push((TypeId::of::<M>(), model));
    }

    /// Attaches interface (or trait) model `model` to a registered attribute definition.
    pub fn add_attr_interface<M: Any + Sync>(&mut self, def: AttrDefId, model: &'static M) {
        self.registry.attr_defs[def.index()]
            .interfaces
            .push((TypeId::of::<M>(), model));
    }

    /// Registers the alias hooks of dialect `namespace` (MLIR's
    /// `OpAsmDialectInterface::getAlias`), registering the dialect too.
    pub fn register_dialect_aliases(
        &mut self,
        namespace: &str,
        type_alias: Option<TypeAliasFn>,
        attr_alias: Option<AttrAliasFn>,
    ) {
        let d = self.register_dialect(namespace);
        if let Some(info) = self.registry.dialects.get_mut(d as usize) {
            info.type_alias = type_alias;
            info.attr_alias = attr_alias;
        }
    }

    /// Registers the type-parsing fallback of dialect `namespace` (see [`TypeFallbackFn`]).
    pub fn register_dialect_type_fallback(&mut self, namespace: &str, f: TypeFallbackFn) {
        let d = self.register_dialect(namespace);
        if let Some(info) = self.registry.dialects.get_mut(d as usize) {
            info.type_fallback = Some(f);
        }
    }

    /// Registers the constant materializer of dialect `namespace` (registering the dialect
    /// too; replaces an earlier one). The greedy rewrite driver ([`crate::transforms::rewrite`]) calls it
    /// to turn an attribute a folder produced into a constant op.
    pub fn register_constant_materializer(
        &mut self,
        namespace: &str,
        materializer: ConstantMaterializerFn,
    ) {
        let d = self.register_dialect(namespace);
        if let Some(info) = self.registry.dialects.get_mut(d as usize) {
            info.constant_materializer = Some(materializer);
        }
    }

    /// The constant materializer of the dialect of registered op `op`, if it has one.
    pub fn constant_materializer(&self, op: Op) -> Option<ConstantMaterializerFn> {
        let info = self.op_info(op)?;
        self.registry
            .dialects
            .get(info.dialect as usize)?
            .constant_materializer
    }

    /// Attaches dialect interface model `model` to dialect `namespace` (registering the
    /// dialect too; replaces an earlier model of the same type).
    pub fn add_dialect_interface<M: Any + Sync>(&mut self, namespace: &str, model: &'static M) {
        let d = self.register_dialect(namespace);
        let list = &mut self.registry.dialects[d as usize].interfaces;
        list.retain(|(t, _)| *t != TypeId::of::<M>());
        list.push((TypeId::of::<M>(), model));
    }

    /// The dialect interface model `M` of the dialect `op` belongs to: its registration's
    /// dialect, or for an unregistered op the loaded dialect its name's prefix names (as
    /// MLIR's `Operation::getDialect`).
    pub fn op_dialect_interface<M: Any + Sync>(&self, op: Op) -> Option<&'static M> {
        let dialect = match self.op_info(op) {
            Some(info) => info.dialect,
            None => {
                let name = self.str(self.ir.op(op).name);
                let ns = name.split('.').next().unwrap_or(name);
                self.registry.dialect(self.lookup_symbol(ns)?)?
            }
        };
        self.registry.dialect_interface::<M>(dialect)
    }

    /// Attaches interface model `model` to registered op `op`.
    pub fn add_interface<M: Any + Sync>(&mut self, op: u32, model: &'static M) {
        self.registry.ops[op as usize]
            .interfaces
            .push((TypeId::of::<M>(), model));
    }

    /// The registry entry of `op`, if registered.
    #[inline]
    pub fn op_info(&self, op: Op) -> Option<&OpInfo> {
        self.ir.op(op).info.map(|i| self.registry.op(i))
    }

    /// Trait flags of `op` (none for unregistered ops).
    #[inline]
    pub fn op_traits(&self, op: Op) -> OpTraits {
        self.op_info(op).map(|i| i.traits).unwrap_or_default()
    }
}

/// Adds a definition under `(dialect, mnemonic)` to `defs`, replacing the one registered under
/// that key before (keeping its id); returns its id (`id_of` of its index, `index_of` back).
fn upsert_def<I: Copy, T>(
    defs: &mut Vec<T>,
    by_name: &mut FxHashMap<(u32, Symbol), I>,
    key: (u32, Symbol),
    info: T,
    id_of: fn(usize) -> I,
    index_of: fn(I) -> usize,
) -> I {
    if let Some(&id) = by_name.get(&key) {
        defs[index_of(id)] = info;
        return id;
    }
    let id = id_of(defs.len());
    defs.push(info);
    by_name.insert(key, id);
    id
}

/// Registers the `builtin` dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.
pub fn register_builtin(ctx: &mut Context) {
    crate::ir::builtin_ops::register(ctx);
}

impl std::fmt::Debug for TypeDefinition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "TypeDefinition(!{}.{})", self.dialect, self.mnemonic)
    }
}

impl std::fmt::Debug for AttrDefinition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "AttrDefinition(#{}.{})", self.dialect, self.mnemonic)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_unit(ctx: &Context, a: Attribute) -> bool {
        a == ctx.common.unit
    }

    #[test]
    fn registration_interns_the_inherent_attribute_names_once() {
        let mut ctx = Context::new();
        let checks: &'static [InherentAttrCheck] = &[InherentAttrCheck {
            name: "beta",
            pred: is_unit,
            summary: "unit attribute",
            storage: None,
        }];
        let id = ctx.register_op(OpDefinition {
            property_names: &["gamma", "alpha", "operandSegmentSizes", "beta"],
            inherent_attr_checks: checks,
            segment_groups: (Some(2), None),
            ..OpDefinition::new("t.op")
        });
        let beta = ctx.symbol("beta");
        let other = ctx.symbol("delta");
        let info = ctx.registry.op(id);
        assert_eq!(info.slot_of(beta), Some(3));
        assert_eq!(info.slot_of(other), None);
        // slots in the order of their names: alpha, beta, gamma, operandSegmentSizes
        assert_eq!(&info.slots_by_name[..], &[1, 3, 0, 2]);
        assert_eq!(ctx.str(info.inherent_attr_symbols[0]), "beta");
        let (operands, results) = info.segment_symbols;
        assert_eq!(operands.map(|s| ctx.str(s)), Some("operandSegmentSizes"));
        assert_eq!(results, None);
        // `verifyInherentAttrs` matches the dictionary by symbol
        let zero = ctx.string_attr("0");
        let info = ctx.registry.op(id);
        assert_eq!(
            info.check_inherent_attrs(&ctx, &[(beta, zero)]),
            Err("attribute 'beta' failed to satisfy constraint: unit attribute".to_string())
        );
        let unit = ctx.common.unit;
        assert_eq!(
            info.check_inherent_attrs(&ctx, &[(other, zero), (beta, unit)]),
            Ok(())
        );
    }
}

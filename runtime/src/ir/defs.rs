//! Dialect-defined types and attributes (MLIR's `TypeDef` / `AttrDef`): their parameter
//! storage and ids.
//!
//! A dialect type `!d.shape<2, f32>` is a [`TypeKind::Dialect`](crate::ir::types::TypeKind)
//! holding the [`TypeDefId`] of its registered definition and its parameters as a
//! [`DefParams`]: a boxed value of the Rust struct generated for the definition (one typed field
//! per parameter). Parameters are never kept as text: the [`Context`](crate::Context) uniques
//! the struct structurally (its `Hash` and `Eq`), like a builtin kind, and typed getters
//! downcast it and read a field. Attributes work the same way with [`AttrDefId`].
//!
//! A type may also have a mutable part (MLIR's mutable storage, as in LLVM's identified
//! structs): it is not part of the uniquing key, is set once after the type is created, and
//! lives in the context beside the interned key (see
//! [`Context::set_mutable_type_part`](crate::Context::set_mutable_type_part)).

use std::any::{Any, TypeId};
use std::fmt;
use std::hash::{Hash, Hasher};

crate::entity_id! {
    /// A registered type definition: its index in the registry's type definitions.
    pub struct TypeDefId;
}

crate::entity_id! {
    /// A registered attribute definition: its index in the registry's attribute definitions.
    pub struct AttrDefId;
}

/// What a parameter struct must be to be stored in a [`DefParams`]: any `'static` value with
/// structural equality and hashing. Implemented for every such type; never implement it by
/// hand.
pub trait ParamStorage: Any + Send + Sync + fmt::Debug {
    /// `self == other` when `other` is of the same type.
    fn eq_dyn(&self, other: &dyn ParamStorage) -> bool;
    /// Feeds `self` to `state`.
    fn hash_dyn(&self, state: &mut dyn Hasher);
    /// A boxed copy.
    fn clone_box(&self) -> Box<dyn ParamStorage>;
    /// `self` as `Any`, to downcast.
    fn as_any(&self) -> &dyn Any;
}

impl<T: Any + Send + Sync + fmt::Debug + Clone + Eq + Hash> ParamStorage for T {
    fn eq_dyn(&self, other: &dyn ParamStorage) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
    fn hash_dyn(&self, mut state: &mut dyn Hasher) {
        TypeId::of::<T>().hash(&mut state);
        self.hash(&mut state);
    }
    fn clone_box(&self) -> Box<dyn ParamStorage> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The parameters of one dialect type or attribute: a boxed parameter struct, compared and
/// hashed structurally.
pub struct DefParams(Box<dyn ParamStorage>);

impl DefParams {
    /// Boxes a parameter struct.
    pub fn new<T: ParamStorage>(params: T) -> Self {
        DefParams(Box::new(params))
    }
    /// The parameter struct, if it is a `T`.
    #[inline]
    pub fn get<T: 'static>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }
    /// The Rust type of the parameter struct.
    pub fn storage_type(&self) -> TypeId {
        self.0.as_any().type_id()
    }
}

impl Clone for DefParams {
    fn clone(&self) -> Self {
        DefParams(self.0.clone_box())
    }
}

impl PartialEq for DefParams {
    fn eq(&self, other: &Self) -> bool {
        self.0.eq_dyn(&*other.0)
    }
}

impl Eq for DefParams {}

impl Hash for DefParams {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.hash_dyn(state);
    }
}

impl fmt::Debug for DefParams {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Whether an alias a dialect proposes may be replaced (MLIR's `OpAsmDialectInterface::
/// AliasResult`): an [`AliasKind::Overridable`] alias gives way to another dialect's
/// [`AliasKind::Final`] one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AliasKind {
    /// another dialect may still name it (MLIR's `OverridableAlias`)
    Overridable,
    /// the name is final (MLIR's `FinalAlias`)
    Final,
}

/// The marker MLIR's `MemRefElementTypeInterface` is: a dialect type whose definition has this
/// model (attached with [`Context::add_type_interface`](crate::Context::add_type_interface))
/// may be the element type of a `memref`.
#[derive(Clone, Copy, Debug, Default)]
pub struct MemRefElementTypeInterface;

/// The marker MLIR's `VectorElementTypeInterface` is: a dialect type whose definition has this
/// model may be the element type of a `vector`.
#[derive(Clone, Copy, Debug, Default)]
pub struct VectorElementTypeInterface;

/// MLIR's `OpAsmTypeInterface` (its `getAsmName`): a dialect type whose definition has this
/// model names the values of its type in custom form — results of ops without their own result
/// names when every result has such a type, and block arguments — `%value_name`, uniqued
/// `%value_name_0`, ...
#[derive(Clone, Copy, Debug)]
pub struct OpAsmTypeInterface {
    /// the suggested SSA name (without `%`)
    pub value_name: &'static str,
}

impl crate::Context {
    /// The dialect type of definition `def` with these parameters (interned: equal parameters
    /// give the same [`Type`](crate::Type)).
    pub fn dialect_type(&mut self, def: TypeDefId, params: DefParams) -> crate::Type {
        self.intern_type(crate::TypeKind::Dialect { def, params })
    }

    /// The dialect attribute of definition `def` with these parameters (interned).
    pub fn dialect_attr(&mut self, def: AttrDefId, params: DefParams) -> crate::Attribute {
        self.intern_attr(crate::AttrKind::Dialect { def, params })
    }

    /// The id of type definition `def` in this context, registering it on first use (so that
    /// a generated `get` works whether or not its dialect was registered).
    pub fn type_def_id(&mut self, def: &crate::ir::registry::TypeDefinition) -> TypeDefId {
        match self.registry.type_def_of_storage((def.storage)()) {
            Some(id) => id,
            None => self.register_type_def(*def),
        }
    }

    /// The id of attribute definition `def` in this context, registering it on first use.
    pub fn attr_def_id(&mut self, def: &crate::ir::registry::AttrDefinition) -> AttrDefId {
        match self.registry.attr_def_of_storage((def.storage)()) {
            Some(id) => id,
            None => self.register_attr_def(*def),
        }
    }

    /// The parameter struct `T` of a dialect type, when `ty` is a type of the definition whose
    /// parameters are a `T`.
    #[inline]
    pub fn type_params<T: 'static>(&self, ty: crate::Type) -> Option<&T> {
        match self.type_kind(ty) {
            crate::TypeKind::Dialect { params, .. } => params.get::<T>(),
            _ => None,
        }
    }

    /// The parameter struct `T` of a dialect attribute (see [`crate::Context::type_params`]).
    #[inline]
    pub fn attr_params<T: 'static>(&self, attr: crate::Attribute) -> Option<&T> {
        match self.attr_kind(attr) {
            crate::AttrKind::Dialect { params, .. } => params.get::<T>(),
            _ => None,
        }
    }

    /// The definition of a dialect type.
    pub fn type_def_of(&self, ty: crate::Type) -> Option<TypeDefId> {
        match self.type_kind(ty) {
            crate::TypeKind::Dialect { def, .. } => Some(*def),
            _ => None,
        }
    }

    /// The definition of a dialect attribute.
    pub fn attr_def_of(&self, attr: crate::Attribute) -> Option<AttrDefId> {
        match self.attr_kind(attr) {
            crate::AttrKind::Dialect { def, .. } => Some(*def),
            _ => None,
        }
    }

    /// The interface (or trait) model `M` of a dialect type, if its definition has one
    /// (MLIR's `dyn_cast<Interface>(type)`).
    pub fn type_interface<M: Any + Sync>(&self, ty: crate::Type) -> Option<&'static M> {
        let def = self.type_def_of(ty)?;
        find_model(&self.registry.type_def(def).interfaces)
    }

    /// The interface (or trait) model `M` of a dialect attribute, if its definition has one.
    pub fn attr_interface<M: Any + Sync>(&self, attr: crate::Attribute) -> Option<&'static M> {
        let def = self.attr_def_of(attr)?;
        find_model(&self.registry.attr_def(def).interfaces)
    }

    /// Sets the mutable part of a dialect type (MLIR's `mutate`, e.g. the body of an
    /// identified struct). It can be set once: setting it again to an equal value succeeds,
    /// to another value fails (returns `false`) and changes nothing.
    pub fn set_mutable_type_part(&mut self, ty: crate::Type, part: DefParams) -> bool {
        match self.mutable_parts.entry(ty) {
            std::collections::hash_map::Entry::Occupied(e) => *e.get() == part,
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(part);
                true
            }
        }
    }

    /// The mutable part `T` of a dialect type, once set.
    pub fn mutable_type_part<T: 'static>(&self, ty: crate::Type) -> Option<&T> {
        self.mutable_parts.get(&ty)?.get::<T>()
    }
}

/// The model of type `M` in an interface list.
fn find_model<M: Any + Sync>(list: &[(TypeId, &'static (dyn Any + Sync))]) -> Option<&'static M> {
    let want = TypeId::of::<M>();
    list.iter().find(|(t, _)| *t == want).and_then(|(_, m)| {
        let m: &'static (dyn Any + Sync) = *m;
        (m as &dyn Any).downcast_ref::<M>()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct A {
        x: u32,
    }
    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct B {
        x: u32,
    }

    fn hash_of(p: &DefParams) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        p.hash(&mut h);
        h.finish()
    }

    #[test]
    fn params_compare_by_type_and_value() {
        let a1 = DefParams::new(A { x: 1 });
        assert_eq!(a1, DefParams::new(A { x: 1 }));
        assert_ne!(a1, DefParams::new(A { x: 2 }));
        assert_ne!(a1, DefParams::new(B { x: 1 }));
        assert_eq!(hash_of(&a1), hash_of(&a1.clone()));
        assert_ne!(hash_of(&a1), hash_of(&DefParams::new(B { x: 1 })));
        assert_eq!(a1.get::<A>().map(|a| a.x), Some(1));
        assert!(a1.get::<B>().is_none());
    }
}

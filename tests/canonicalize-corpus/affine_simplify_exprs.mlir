// Flattening simplification of affine expressions (MLIR simplifyAffineExpr) through
// SimplifyAffineOp on affine.store, with loop induction variables of symbolic bounds.
func.func @f(%n: index, %n2: index, %m: memref<?x?xindex>) {
  affine.for %i = %n to %n2 { affine.for %j = %n to %n2 {
    affine.store %n, %m[(%i * 4 + 8) floordiv 4, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 4 + 8) ceildiv 4, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 4 + 6) floordiv 4, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[%i mod 2 + (%i floordiv 2) * 2, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[%i - (%i floordiv 4) * 4, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i + %j) mod 3 + %j, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 6 + %j * 9) mod 3, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 6 + %j * 9 + 2) mod 3, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 6 + %j * 4) mod 8, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 6 + %j * 4) floordiv 8, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i floordiv 4) * 4 + %i mod 4 + %j, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[%j + %i + 3 + %i * -1, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i + 1) * 3 - %i * 2, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i floordiv 2) floordiv 3, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i mod 8) mod 4, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i ceildiv 3) + (%i ceildiv 3) * 2, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i + %j * 2) floordiv 2 + (%i + %j * 2) mod 2, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[%i floordiv 3 + %j floordiv 5 - %i floordiv 3, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[((%i * 3 + 2) mod 6) floordiv 2, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i - 1) ceildiv 2 + 7, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[%j * 3 + %i mod 5 - (%i + 5) mod 5, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i + %j) floordiv 4 * 2 + ((%j + %i) mod 4) * 3, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[%i * 2 + %i * -2, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 2) mod 2 + %j, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i + 3) floordiv 3 - %i floordiv 3, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[-(%i floordiv 2) + %j, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%j * 8 + %i * 4) floordiv 4 - %j, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[%i * 9223372036854775807 + %i, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 3 + 2) floordiv 6, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 3 + 2) ceildiv 6, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 3 - 1) floordiv 6, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 3 - 1) ceildiv 6, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 3 + 4) mod 6, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 2 + %j * 4 + 3) floordiv 4, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 2 + %j * 4 + 3) mod 4, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 4 + 6) floordiv 4, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 6 + 9) mod 6, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i + %j * 2) floordiv 2 + (%i + %j * 2) mod 2, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[((%i mod 4) * 2 + 1) floordiv 2, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i floordiv 2) * 2 + %i mod 2 + %j mod 3, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[%i mod 3 + %i mod 3, %i + %j] : memref<?x?xindex>
    affine.store %n, %m[(%i * 5) mod 3 + (%i * 2) mod 3, %i + %j] : memref<?x?xindex>
  } }
  return
}

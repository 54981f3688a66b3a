// memref ops in custom form, with result names (%alloc, %dim, %cast, ...).
memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @u : memref<4xi32> = uninitialized
memref.global "private" @e : memref<3xf32> {alignment = 64}
memref.global @d : memref<f32> = dense<1.0> {alignment = 16}
func.func @f(%n: index, %i: index, %m: memref<?xf32>, %u: memref<*xf32>, %v: f32, %s: memref<4x?xf32, strided<[?, 1], offset: ?>>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %c = memref.alloc(%n)[%i] {alignment = 8} : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %d = memref.alloca(%n) : memref<?x4xf32, 1>
  %e = memref.alloca() {alignment = 64} : memref<f32>
  %l = memref.load %b[%i] : memref<?xf32>
  %l2 = memref.load %b[%i] {nontemporal = true, alignment = 4} : memref<?xf32>
  memref.store %l, %a[%i] : memref<4xf32>
  memref.store %v, %e[] {nontemporal = false} : memref<f32>
  %x = memref.cast %a : memref<4xf32> to memref<?xf32>
  %y = memref.cast %x : memref<?xf32> to memref<*xf32>
  %dd = memref.dim %m, %i : memref<?xf32>
  %dd2 = memref.dim %u, %i : memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  memref.copy %a, %b : memref<4xf32> to memref<?xf32>
  %g = memref.get_global @c : memref<2xf32>
  %aa = memref.assume_alignment %b, 16 : memref<?xf32>
  %p = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %ms = memref.memory_space_cast %d : memref<?x4xf32, 1> to memref<?x4xf32>
  %rr = memref.realloc %b(%n) : memref<?xf32> to memref<?xf32>
  %rr2 = memref.realloc %a {alignment = 8} : memref<4xf32> to memref<8xf32>
  %at = memref.atomic_rmw addf %v, %b[%i] : (f32, memref<?xf32>) -> f32
  %res = memref.alloca_scope -> (f32) {
    %q = memref.alloca() : memref<f32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %q = memref.alloca() : memref<f32>
  }
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %y : memref<*xf32>
  return
}

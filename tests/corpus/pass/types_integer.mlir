// Signless, signed and unsigned integer types of many widths, plus index.
"foo.ints"() : () -> (i1, i2, i7, i8, i16, i32, i64, i128)
"foo.wide"() : () -> (i1000, i65536, i16777215)
"foo.signed"() : () -> (si1, si8, si32, si64, si127)
"foo.unsigned"() : () -> (ui1, ui8, ui32, ui64, ui255)
"foo.index"() : () -> index
"foo.attrs"() {t1 = i3, t2 = si5, t3 = ui9, t4 = index} : () -> ()

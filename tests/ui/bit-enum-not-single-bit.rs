mod d {
    ods_macros::include_ods!("bit-enum-not-single-bit.ods");
}

fn main() {}

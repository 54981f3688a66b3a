mod d {
    ods_macros::include_ods!("pass-bit-enum-option.ods");
}

fn main() {}

mod d {
    ods_macros::include_ods!("bit-enum-group-unknown-case.ods");
}

fn main() {}

mod d {
    ods_macros::include_ods!("default-enum-case-unknown.ods");
}

fn main() {}

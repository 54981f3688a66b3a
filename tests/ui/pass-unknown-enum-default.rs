mod d {
    ods_macros::include_ods!("pass-unknown-enum-default.ods");
}

fn main() {}

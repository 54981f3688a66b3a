mod d {
    ods_macros::include_ods!("missing-dialect.ods");
}

fn main() {}

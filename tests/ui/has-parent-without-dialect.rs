mod d {
    ods_macros::include_ods!("has-parent-without-dialect.ods");
}

fn main() {}

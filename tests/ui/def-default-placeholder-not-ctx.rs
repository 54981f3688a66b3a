mod d {
    ods_macros::include_ods!("def-default-placeholder-not-ctx.ods");

}

fn main() {}

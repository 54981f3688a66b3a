mod d {
    ods_macros::include_ods!("two-dialects.ods");
}

fn main() {}

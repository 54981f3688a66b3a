mod d {
    ods_macros::include_ods!("pass-duplicate-statistic.ods");
}

fn main() {}

variable "n" {
  type = number
  validation {
    condition     = var.n > 0
    error_message = "Positive."
  }
}

module "m" {
  source = "./m"
  y      = var.n
  z      = "zz"
}

variable "c" {
  validation {
    condition = var.c
  } x
}

variable "h" {
  type    = string
  default = [1, +]
}

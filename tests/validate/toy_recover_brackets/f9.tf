variable "v9" {
  default = ((1 +]
}
variable "v9b" {
  default = (1))
}

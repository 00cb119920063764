# The module of the generative differential tester (tests/difftest): unknown values of each
# kind (required variables without values are unknown in the console) and a sensitive one.
variable "us" {
  type = string
}
variable "un" {
  type = number
}
variable "ub" {
  type = bool
}
variable "ul" {
  type = list(string)
}
variable "um" {
  type = map(number)
}
variable "ud" {
}
variable "sec" {
  type      = string
  sensitive = true
  default   = "s3cr3t"
}

variable "n" {
  type = number
}
variable "ver" {
  type  = string
  const = true
}

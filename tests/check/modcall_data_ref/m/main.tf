variable "id" {
  type = string
}
variable "id2" {
  type = string
}

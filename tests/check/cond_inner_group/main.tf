variable "size" {
}
variable "zone" {
}

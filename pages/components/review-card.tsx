import type { Testimonial } from "../../src/content";
import { StarIcon } from "./icons";

export function RatingStars({ rating }: { rating: number }) {
  return (
    <div className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5]
        .filter((star) => star <= rating)
        .map((star) => (
          <StarIcon key={star} />
        ))}
    </div>
  );
}

/** One client review: stars, the words, and who wrote them. */
export function ReviewCard({ review }: { review: Testimonial }) {
  return (
    <figure className="card testimonial review-card">
      <RatingStars rating={review.rating} />
      <blockquote>
        <p>{review.text}</p>
      </blockquote>
      <figcaption className="testimonial-person">
        <img src={review.image.src} alt={review.image.alt} width={48} height={48} loading="lazy" />
        <div>
          <p className="testimonial-name">{review.name}</p>
          <p className="testimonial-label">{review.reviewsLabel}</p>
        </div>
      </figcaption>
    </figure>
  );
}
